// The text layers (up to the server's limit): each edited on its own; the words are always drawn by Vidcraft's
// compositor, in every script, never by an image model.
import { Plus, Type } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Panel } from './controls.tsx';
import type { LayerDraft } from './design.ts';
import { LayerEditor } from './layer-editor.tsx';

interface Props {
  layers: LayerDraft[];
  maxLayers: number;
  placementMethod: string;
  onChange: (id: string, patch: Partial<LayerDraft>) => void;
  onAdd: () => void;
  onRemove: (id: string) => void;
}

export function LayersPanel({ layers, maxLayers, placementMethod, onChange, onAdd, onRemove }: Props) {
  const { t } = useTranslation('thumbnails');
  return (
    <Panel title={t('layers.title')} icon={<Type aria-hidden />}>
      <p className="text-sm text-ink-muted">{t('layers.lead')}</p>
      {layers.length === 0 ? <p className="text-sm text-ink-muted">{t('layers.none')}</p> : null}
      {layers.map((layer, index) => (
        <LayerEditor
          key={layer.id}
          layer={layer}
          index={index}
          placementMethod={placementMethod}
          onChange={(patch) => onChange(layer.id, patch)}
          onRemove={() => onRemove(layer.id)}
        />
      ))}
      {layers.length < maxLayers ? (
        <Button variant="secondary" className="justify-self-start" onClick={onAdd}>
          <Plus aria-hidden />
          {t('layers.add')}
        </Button>
      ) : (
        <p className="text-xs text-ink-muted">{t('layers.max', { count: maxLayers })}</p>
      )}
    </Panel>
  );
}
