/** The lead's fields the edit screen saves, and the history tells by name (history-sentences.ts). */
export const EDITABLE_LEAD_FIELDS = [
  'customerName',
  'provinceId',
  'districtId',
  'wardId',
  'neighborhood',
  'zipcode',
  'street',
  'ageRange',
  'customerJob',
  'note',
] as const;
