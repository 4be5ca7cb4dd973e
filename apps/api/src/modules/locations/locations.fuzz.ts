import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  locationProvinces: () => ({ query: { country: 'VN' } }),
  locationDistricts: (fx) => ({ query: { provinceId: String(fx.legacyProvinceId) } }),
  locationWards: (fx) => ({ query: { provinceId: String(fx.provinceId) } }),
  locationNeighborhoods: (fx) => ({ query: { wardId: String(fx.wardId) } }),
  locationZipcodes: (fx) => ({ query: { wardId: String(fx.wardId) } }),
  locationDeliveryServices: (fx) => ({ query: { regionId: String(fx.regionId) } }),
  locationPostalCodes: (fx) => ({ body: { postalCodes: [fx.postalCode] } }),
  locationLegacyWards: (fx) => ({ params: { code: fx.legacyWardCode } }),
};
