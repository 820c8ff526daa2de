import { describe, expect, it } from 'vitest';
import { jsonForScript } from '@vidcraft/contracts';
import { withSiteRating } from './structured-data-rating.ts';

const page = (graph: unknown[]) =>
  `<head><script type="application/ld+json" data-seo>${jsonForScript({ '@context': 'https://schema.org', '@graph': graph })}</script></head>`;

const organization = { '@type': 'Organization', name: 'Vidcraft' };
const application = { '@type': 'SoftwareApplication', name: 'Vidcraft', offers: { price: '0' } };

describe('the operator rating in a served page', () => {
  it('is appended to the application record, last, as the web app writes it', () => {
    const served = withSiteRating(page([organization, application]), { value: 4.7, count: 312 });
    const expected = page([
      organization,
      {
        ...application,
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: 4.7,
          ratingCount: 312,
          bestRating: 5,
          worstRating: 1,
        },
      },
    ]);
    expect(served).toBe(expected);
  });

  it('leaves pages without an application record, and scripts that are not JSON, as they were', () => {
    const pricing = page([organization, { '@type': 'WebPage', name: '<Pricing & plans>' }]);
    expect(withSiteRating(pricing, { value: 4, count: 2 })).toBe(pricing);
    const broken = '<script type="application/ld+json">{not json</script>';
    expect(withSiteRating(broken, { value: 4, count: 2 })).toBe(broken);
  });

  it('keeps the JSON safe inside the script element', () => {
    const served = withSiteRating(page([{ ...application, description: '</script><b>' }]), {
      value: 5,
      count: 1,
    });
    expect(served.match(/<\/script>/g)).toHaveLength(1);
    expect(served).toContain('"ratingCount":1');
  });
});
