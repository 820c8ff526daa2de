// Renders the global toasts (lib/toast-store.ts) with Radix Toast: F8 jumps to the region, swipe to dismiss.
import { CircleExclamationPoint, CircleCheck, Info, TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts, type ToastVariant } from '../lib/toast-store.ts';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './ui/toast.tsx';

const ICONS: Partial<Record<ToastVariant, { Icon: typeof Info; className: string }>> = {
  success: { Icon: CircleCheck, className: 'text-success' },
  destructive: { Icon: CircleExclamationPoint, className: 'text-danger' },
  warning: { Icon: TriangleExclamationPoint, className: 'text-warning' },
  info: { Icon: Info, className: 'text-info' },
};

export const TOAST_HOTKEY = ['F8'];
export const TOAST_SWIPE_THRESHOLD = 50;

export default function Toaster() {
  const { t, i18n } = useTranslation('common');
  const toasts = useToasts();
  const rtl = i18n.dir() === 'rtl';
  return (
    <ToastProvider
      swipeDirection={rtl ? 'left' : 'right'}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label={t('toast.itemLabel')}
    >
      {toasts.map((item) => {
        const icon = ICONS[item.variant];
        return (
          <Toast
            key={item.id}
            variant={item.variant}
            open={item.open}
            duration={item.duration}
            type={item.variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => (open ? undefined : dismissToast(item.id))}
          >
            {icon ? <icon.Icon className={`mt-0.5 size-5 shrink-0 ${icon.className}`} aria-hidden /> : null}
            <div className="grid gap-1">
              {item.title ? <ToastTitle>{item.title}</ToastTitle> : null}
              {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
              {item.action ? (
                <ToastAction altText={item.action.altText} onClick={item.action.onClick}>
                  {item.action.label}
                </ToastAction>
              ) : null}
            </div>
            <ToastClose aria-label={t('actions.close')} />
          </Toast>
        );
      })}
      <ToastViewport hotkey={TOAST_HOTKEY} label={t('toast.regionLabel')} />
    </ToastProvider>
  );
}
