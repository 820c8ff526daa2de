// YouTube's surfaces at their real CSS pixel sizes, so a thumbnail is judged at the size people meet it: the
// desktop home grid (360×202), the phone's home feed (320 wide, the phone @vidcraft/seo's mobile cut is measured
// on), desktop search (360×202 beside one 18-px title line), the up-next list beside the player (168×94) and a
// TV row. Titles are cut where @vidcraft/seo's width model cuts them; the duration badge sits bottom-right.
// A close model, not a screenshot. Where @vidcraft/seo has no geometry of its own (the desktop grid, the TV),
// the phone's home cut stands in: 16-px Roboto Medium on two lines of 232 px — the conservative cut.
import type { CSSProperties, ReactNode } from 'react';
import { previewDescription, previewTitle, type TitleSurface } from '@vidcraft/seo';
import { EllipsisVertical } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { cn } from '../../lib/cn.ts';

export type SurfaceTheme = 'dark' | 'light';
export type SurfaceId = 'homeDesktop' | 'homeMobile' | 'search' | 'upNext' | 'tv';
export const SURFACES: readonly SurfaceId[] = ['homeDesktop', 'homeMobile', 'search', 'upNext', 'tv'];

/** Which @vidcraft/seo title cut each surface uses. */
export const TITLE_CUT: Record<SurfaceId, TitleSurface> = {
  homeDesktop: 'mobileHome',
  homeMobile: 'mobileHome',
  search: 'desktopSearch',
  upNext: 'suggested',
  tv: 'mobileHome',
};

/** The thumbnail's size on each surface, in CSS pixels. */
export const THUMBNAIL_SIZE: Record<SurfaceId, { width: number; height: number }> = {
  homeDesktop: { width: 360, height: 202 },
  homeMobile: { width: 320, height: 180 },
  search: { width: 360, height: 202 },
  upNext: { width: 168, height: 94 },
  tv: { width: 240, height: 135 },
};

const PALETTE: Record<SurfaceTheme, { background: string; title: string; meta: string }> = {
  dark: { background: '#0f0f0f', title: '#f1f1f1', meta: '#aaaaaa' },
  light: { background: '#ffffff', title: '#0f0f0f', meta: '#606060' },
};

const YT_FONT = 'Roboto, Arial, var(--font-sans)';

export interface CardData {
  image: string | null;
  title: string;
  description: string;
  channelName: string;
  channelAvatar: string | null;
  /** "12K views · 3 weeks ago" */
  meta: string;
  views: string;
  when: string;
  duration: string | null;
  imageLabel: string;
}

function Lines({ lines, style }: { lines: string[]; style: CSSProperties }) {
  return (
    <span dir="auto" style={style} className="block">
      {lines.map((line, index) => (
        <span key={index} className="block overflow-hidden whitespace-pre">
          {line}
        </span>
      ))}
    </span>
  );
}

function Thumb({ data, surface, radius }: { data: CardData; surface: SurfaceId; radius: number }) {
  const size = THUMBNAIL_SIZE[surface];
  const small = surface === 'upNext';
  return (
    <span
      dir="ltr"
      className="relative block shrink-0 overflow-hidden bg-[#272727]"
      style={{ width: size.width, height: size.height, borderRadius: radius }}
    >
      {data.image ? (
        <img
          src={data.image}
          alt={data.imageLabel}
          width={size.width}
          height={size.height}
          className="size-full object-cover"
        />
      ) : null}
      {data.duration ? (
        <span
          className={cn(
            'absolute rounded bg-black/80 font-medium text-white tabular-nums',
            small
              ? 'right-1 bottom-1 px-1 text-[12px] leading-[16px]'
              : 'right-2 bottom-2 px-1 text-[12px] leading-[18px]',
          )}
        >
          {data.duration}
        </span>
      ) : null}
    </span>
  );
}

function Frame({
  theme,
  width,
  padded = true,
  children,
  className,
}: {
  theme: SurfaceTheme;
  /** The frame's outer width (the surface's own width plus the padding). */
  width?: number;
  padded?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      style={{ fontFamily: YT_FONT, background: PALETTE[theme].background, width }}
      className={cn('rounded-xl ring-1 ring-line', padded ? 'p-3' : 'overflow-hidden', className)}
    >
      {children}
    </div>
  );
}

const menu = (theme: SurfaceTheme) => (
  <EllipsisVertical className="size-5 shrink-0" style={{ color: PALETTE[theme].title }} aria-hidden />
);

export function SurfaceCard({
  surface,
  data,
  theme,
}: {
  surface: SurfaceId;
  data: CardData;
  theme: SurfaceTheme;
}) {
  const colors = PALETTE[theme];
  const title = previewTitle(data.title, TITLE_CUT[surface]).lines;
  const meta = { color: colors.meta };
  switch (surface) {
    case 'homeDesktop':
      return (
        <Frame theme={theme} width={360 + 24}>
          <Thumb data={data} surface={surface} radius={12} />
          <div className="mt-3 flex gap-3">
            <Avatar src={data.channelAvatar} name={data.channelName} size="sm" />
            <div className="grid min-w-0 flex-1 content-start gap-1">
              <Lines
                lines={title}
                style={{ color: colors.title, fontSize: 16, lineHeight: '22px', fontWeight: 500 }}
              />
              <span dir="auto" className="truncate text-[14px] leading-[20px]" style={meta}>
                {data.channelName}
              </span>
              <span dir="auto" className="truncate text-[14px] leading-[20px]" style={meta}>
                {data.meta}
              </span>
            </div>
            {menu(theme)}
          </div>
        </Frame>
      );
    case 'homeMobile':
      return (
        <Frame theme={theme} width={320} padded={false}>
          <Thumb data={data} surface={surface} radius={0} />
          <div className="flex gap-3 p-3">
            <Avatar src={data.channelAvatar} name={data.channelName} size="sm" />
            <div className="grid min-w-0 flex-1 content-start gap-1">
              <Lines
                lines={title}
                style={{ color: colors.title, fontSize: 16, lineHeight: '22px', fontWeight: 500 }}
              />
              <span dir="auto" className="truncate text-[12px] leading-[18px]" style={meta}>
                {[data.channelName, data.meta].filter(Boolean).join(' · ')}
              </span>
            </div>
            {menu(theme)}
          </div>
        </Frame>
      );
    case 'search':
      return (
        <Frame theme={theme} className="flex w-max gap-4">
          <Thumb data={data} surface={surface} radius={12} />
          <div className="grid w-[580px] content-start gap-1.5">
            <Lines lines={title} style={{ color: colors.title, fontSize: 18, lineHeight: '26px' }} />
            <span dir="auto" className="text-[12px] leading-[18px]" style={meta}>
              {data.meta}
            </span>
            <span className="flex items-center gap-2 py-1.5 text-[12px]" style={meta}>
              <Avatar src={data.channelAvatar} name={data.channelName} size="xs" />
              <span dir="auto">{data.channelName}</span>
            </span>
            <Lines
              lines={previewDescription(data.description, 'desktopSearch').lines}
              style={{ color: colors.meta, fontSize: 12, lineHeight: '18px' }}
            />
          </div>
        </Frame>
      );
    case 'upNext':
      return (
        <Frame theme={theme} width={402 + 24} className="flex gap-2">
          <Thumb data={data} surface={surface} radius={8} />
          <div className="grid w-[202px] min-w-0 content-start gap-1">
            <Lines
              lines={title}
              style={{ color: colors.title, fontSize: 14, lineHeight: '20px', fontWeight: 500 }}
            />
            <span dir="auto" className="truncate text-[12px] leading-[18px]" style={meta}>
              {data.channelName}
            </span>
            <span dir="auto" className="truncate text-[12px] leading-[18px]" style={meta}>
              {data.meta}
            </span>
          </div>
          {menu(theme)}
        </Frame>
      );
    case 'tv':
      // YouTube on TVs is always dark.
      return (
        <Frame theme="dark" width={240 + 24}>
          <Thumb data={data} surface={surface} radius={6} />
          <div className="mt-2 grid gap-0.5">
            <Lines
              lines={title}
              style={{ color: PALETTE.dark.title, fontSize: 16, lineHeight: '20px', fontWeight: 500 }}
            />
            <span
              dir="auto"
              className="truncate text-[12px] leading-[16px]"
              style={{ color: PALETTE.dark.meta }}
            >
              {[data.channelName, data.views].filter(Boolean).join(' · ')}
            </span>
          </div>
        </Frame>
      );
  }
}
