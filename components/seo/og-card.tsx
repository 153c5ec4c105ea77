import { siteConfig } from '@/content/site-config';

/* Colours of the site's theme (app/globals.css); satori reads inline styles only. */
const NAVY_950 = '#0a1926';
const NAVY_800 = '#16344b';
const COPPER_300 = '#f0b27a';
const RIVER_300 = '#7fd0d3';
const SAND_100 = '#f5f0e6';

/** The link-preview card of one page: section, headline and the firm's mark on its navy and copper identity. */
export function OgCard({ headline, section }: { headline: string; section: string }) {
  const long = headline.length > 60;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        backgroundColor: NAVY_950,
        backgroundImage: `linear-gradient(135deg, ${NAVY_950} 0%, ${NAVY_800} 100%)`,
        color: SAND_100,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <svg width="72" height="72" viewBox="0 0 40 40">
          <rect width="40" height="40" rx="9" fill="#0f2638" stroke={NAVY_800} />
          <path d="M7 27h26" stroke={COPPER_300} strokeWidth="2" strokeLinecap="round" />
          <path d="M12 33c0-6 9-6 9-12s-8-6-8-12" fill="none" stroke={RIVER_300} strokeWidth="3.2" strokeLinecap="round" />
          <path d="M22 9c4 0 9 1.5 9 6s-5 6-9 6" fill="none" stroke="#ffffff" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
        <div style={{ fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }}>{siteConfig.name}</div>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 28, fontWeight: 700, color: COPPER_300, textTransform: 'uppercase', letterSpacing: 3 }}>
          {section}
        </div>
        <div style={{ fontSize: long ? 58 : 72, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.5, maxWidth: 1000 }}>
          {headline}
        </div>
      </div>

      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 26, color: RIVER_300 }}>
        <div style={{ display: 'flex' }}>{`${siteConfig.address.city}, ${siteConfig.address.regionName}`}</div>
        <div style={{ display: 'flex' }}>{new URL(siteConfig.url).host}</div>
      </div>
    </div>
  );
}
