import { CURRENT_SCHEME, ENDPOINTS, findOrg, SCHEME_COUNTRY } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidInput } from '../../http/app-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import {
  findLegacyWardMappings,
  listDeliveryServices,
  listDistricts,
  listNeighborhoods,
  listProvinces,
  listWardsOfDistrict,
  listWardsOfProvince,
  listZipcodes,
  lookupPostalCodes,
} from './locations.repository.js';

/** Routes of the locations feature (SPEC.md 7.4; docs/locations.md). */
export function locationsRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.locationProvinces, async ({ trx, user, query }) => {
    const country =
      query.country ?? (query.scheme ? SCHEME_COUNTRY[query.scheme] : findOrg(user.orgId)?.country);
    // Headquarters has no country of its own.
    if (!country) throw invalidInput('querystring country: required for headquarters');
    const scheme = query.scheme ?? CURRENT_SCHEME[country];
    // A country without data (ID, PH, MY, IN) has no provinces yet.
    const data = scheme ? await listProvinces(trx, scheme) : [];
    return { data, total: data.length };
  });

  registerEndpoint(app, ENDPOINTS.locationDistricts, async ({ trx, query }) => {
    const data = await listDistricts(trx, query.provinceId);
    return { data, total: data.length };
  });

  registerEndpoint(app, ENDPOINTS.locationWards, async ({ trx, query }) => {
    const data = await (query.districtId !== undefined
      ? listWardsOfDistrict(trx, query.districtId)
      : listWardsOfProvince(trx, query.provinceId ?? 0));
    return { data, total: data.length };
  });

  registerEndpoint(app, ENDPOINTS.locationNeighborhoods, async ({ trx, query }) => {
    const data = await listNeighborhoods(trx, query.wardId);
    return { data, total: data.length };
  });

  registerEndpoint(app, ENDPOINTS.locationZipcodes, async ({ trx, query }) => {
    const data = await listZipcodes(trx, query);
    return { data, total: data.length };
  });

  registerEndpoint(app, ENDPOINTS.locationDeliveryServices, async ({ trx, query }) => {
    const data = await listDeliveryServices(trx, query);
    return { data, total: data.length };
  });

  registerEndpoint(app, ENDPOINTS.locationPostalCodes, async ({ trx, body }) => {
    const data = await lookupPostalCodes(trx, body.postalCodes);
    return { data, total: data.length };
  });

  registerEndpoint(app, ENDPOINTS.locationLegacyWards, async ({ trx, params }) => {
    const data = await findLegacyWardMappings(trx, params.code);
    return { data, total: data.length };
  });
}
