// A realistic thumbnail for tests that send one somewhere: a gradient and one bold, outlined caption.
import { renderThumbnail, type RenderResult } from '../src/modules/thumbnails/compositor.ts';

export function renderSampleThumbnail(colors: { from: string; to: string }): Promise<RenderResult> {
  return renderThumbnail({
    background: { kind: 'gradient', ...colors, angleDeg: 25 },
    layers: [
      {
        text: 'Crispy every time',
        weight: 'bold',
        maxSizePx: 140,
        fill: '#ffffff',
        outline: { color: '#000000', widthPx: 8 },
        placement: 'center-left',
        maxWidthShare: 0.6,
        maxLines: 2,
      },
    ],
  });
}
