import { describe, expect, it } from 'vitest';
import { fieldOfRefusal, type OverrideDraft, requestOf } from './override-draft';

const draft: OverrideDraft = { call: 'product.detail', match: '', times: ' ', kind: 'patch', json: '{"name":"x"}', lenient: false };

describe('requestOf', () => {
  it('reads an empty match as every request and empty times as until cleared', () => {
    expect(requestOf(draft)).toEqual({ body: { call: 'product.detail', match: {}, times: null, patch: { name: 'x' }, lenient: false } });
  });

  it('names every field whose text is not JSON', () => {
    expect(requestOf({ ...draft, match: '{id: 7}', json: '' })).toEqual({ notJson: ['match', 'json'] });
  });
});

describe('fieldOfRefusal', () => {
  it.each([
    ['call: Invalid option: expected one of "verify.register"|…', 'call'],
    ['match.id: Invalid input', 'match'],
    ['times: Too small: expected number to be >=1', 'times'],
    ['patch.nmae: not a field of this answer (id, name)', 'json'],
    ['answer.data: Invalid input: expected array, received object', 'json'],
    ['answer: give either answer (a whole envelope) or patch (merged into the domain answer), not both', 'json'],
    ['overrides: this world already holds 200; clear some with DELETE /__mock/overrides', null],
    ['matches nothing', null],
  ])('%s -> %s', (message, field) => {
    expect(fieldOfRefusal(message)).toBe(field);
  });
});
