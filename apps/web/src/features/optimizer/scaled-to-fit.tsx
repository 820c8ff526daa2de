// Shows a fixed-width mock-up (the desktop YouTube cards) whole on a narrow screen: scaled down to the width
// available, never up, keeping its layout — a phone sees the desktop preview as a miniature, not a scroller.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function ScaledToFit({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ scale: 1, height: 0 });
  useEffect(() => {
    const container = outer.current;
    const content = inner.current;
    if (!container || !content) return;
    const measure = () => {
      const scale = Math.min(1, container.clientWidth / Math.max(1, content.scrollWidth));
      setBox({ scale, height: content.offsetHeight * scale });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={outer} className="min-w-0 overflow-hidden" style={{ height: box.height || undefined }}>
      <div
        ref={inner}
        className="w-max origin-top-left rtl:origin-top-right"
        style={{ transform: box.scale < 1 ? `scale(${box.scale})` : undefined }}
      >
        {children}
      </div>
    </div>
  );
}
