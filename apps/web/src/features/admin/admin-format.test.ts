import { describe, expect, it } from 'vitest';
import { auditChanges, valueText } from './admin-format.ts';
import { activeSection } from './admin-sections.ts';

describe('audit changes', () => {
  it('lists only the fields that changed, nested ones by dotted path', () => {
    expect(
      auditChanges(
        { email: 'a@example.com', limits: { optimization: 10, channels: 1 }, features: ['x'] },
        { email: 'a@example.com', limits: { optimization: 20, channels: 1 }, features: ['x', 'y'] },
      ),
    ).toEqual([
      { field: 'limits.optimization', before: '10', after: '20' },
      { field: 'features', before: '["x"]', after: '["x","y"]' },
    ]);
  });

  it('lists every field of something created or removed, and fields that appeared', () => {
    expect(auditChanges(null, { plan: 'pro' })).toEqual([{ field: 'plan', before: undefined, after: 'pro' }]);
    expect(auditChanges({ plan: 'pro' }, null)).toEqual([{ field: 'plan', before: 'pro', after: undefined }]);
    expect(auditChanges({ disabled: false }, { disabled: true, sessionsEnded: 2 })).toEqual([
      { field: 'disabled', before: 'false', after: 'true' },
      { field: 'sessionsEnded', before: undefined, after: '2' },
    ]);
    expect(auditChanges(0.5, 1)).toEqual([{ field: '', before: '0.5', after: '1' }]);
  });

  it('keeps values short and says null plainly', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText('x'.repeat(500))).toHaveLength(160);
  });
});

describe('admin sections', () => {
  it('marks Users for the list and a user, and each other section by its path', () => {
    expect(activeSection('/admin')).toBe('users');
    expect(activeSection('/admin/')).toBe('users');
    expect(activeSection('/admin/users/0b000000-0000-4000-8000-000000000002')).toBe('users');
    expect(activeSection('/admin/ai-spend')).toBe('aiSpend');
    expect(activeSection('/admin/unknown')).toBeNull();
  });
});
