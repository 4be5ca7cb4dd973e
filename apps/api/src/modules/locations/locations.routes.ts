import { CURRENT_SCHEME, ENDPOINTS, findOrg, SCHEME_COUNTRY } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { invalidInput } from '../../http/app-error.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
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
export function locationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerStepwiseEndpoint(app, ENDPOINTS.locationProvinces, async ({ user, query }) => {
    const country =
      query.country ?? (query.scheme ? SCHEME_COUNTRY[query.scheme] : findOrg(user.orgId)?.country);
    // Headquarters has no country of its own.
    if (!country) throw invalidInput('querystring country: required for headquarters');
    const scheme = query.scheme ?? CURRENT_SCHEME[country];
    // A country without data (ID, PH, MY, IN) has no provinces yet.
    const data = scheme ? await ctx.scoped(user, (trx) => listProvinces(trx, scheme)) : [];
    return { data, total: data.length };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.locationDistricts, async ({ user, query }) => {
    const data = await ctx.scoped(user, (trx) => listDistricts(trx, query.provinceId));
    return { data, total: data.length };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.locationWards, async ({ user, query }) => {
    const data = await ctx.scoped(user, (trx) =>
      query.districtId !== undefined
        ? listWardsOfDistrict(trx, query.districtId)
        : listWardsOfProvince(trx, query.provinceId ?? 0),
    );
    return { data, total: data.length };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.locationNeighborhoods, async ({ user, query }) => {
    const data = await ctx.scoped(user, (trx) => listNeighborhoods(trx, query.wardId));
    return { data, total: data.length };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.locationZipcodes, async ({ user, query }) => {
    const data = await ctx.scoped(user, (trx) => listZipcodes(trx, query));
    return { data, total: data.length };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.locationDeliveryServices, async ({ user, query }) => {
    const data = await ctx.scoped(user, (trx) => listDeliveryServices(trx, query));
    return { data, total: data.length };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.locationPostalCodes, async ({ user, body }) => {
    const data = await ctx.scoped(user, (trx) => lookupPostalCodes(trx, body.postalCodes));
    return { data, total: data.length };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.locationLegacyWards, async ({ user, params }) => {
    const data = await ctx.scoped(user, (trx) => findLegacyWardMappings(trx, params.code));
    return { data, total: data.length };
  });
}
