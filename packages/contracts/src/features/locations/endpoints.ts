import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { ROLE_GROUPS } from '../../roles.js';
import {
  addressUnitSchema,
  deliveryServiceQuerySchema,
  deliveryServiceSchema,
  districtQuerySchema,
  legacyWardMappingSchema,
  legacyWardParamsSchema,
  neighborhoodQuerySchema,
  neighborhoodSchema,
  postalCodeLookupSchema,
  postalCodeMatchSchema,
  postalCodeSchema,
  provinceQuerySchema,
  wardQuerySchema,
  zipcodeQuerySchema,
} from './locations.js';

/**
 * Calls of the locations feature (SPEC.md 7.4): the address cascade, postal codes, the mapping
 * of legacy Vietnamese wards and the delivery services by region. Lists answer every row with
 * `total`; an unknown parent answers an empty list.
 */
export const LOCATION_ENDPOINTS = {
  locationProvinces: {
    method: 'GET',
    path: '/api/location/provinces',
    summary: 'Provinces of a country (the caller’s org country by default; headquarters must pass it)',
    tag: 'location',
    access: ROLE_GROUPS.all,
    query: provinceQuerySchema,
    data: z.array(addressUnitSchema),
  },
  locationDistricts: {
    method: 'GET',
    path: '/api/location/districts',
    summary: 'Districts of a province (none in Vietnam since July 2025)',
    tag: 'location',
    access: ROLE_GROUPS.all,
    query: districtQuerySchema,
    data: z.array(addressUnitSchema),
  },
  locationWards: {
    method: 'GET',
    path: '/api/location/wards',
    summary: 'Wards, communes or sub-districts of a district, or of a province',
    tag: 'location',
    access: ROLE_GROUPS.all,
    query: wardQuerySchema,
    data: z.array(addressUnitSchema),
  },
  locationNeighborhoods: {
    method: 'GET',
    path: '/api/location/neighborhoods',
    summary: 'Neighbourhoods of a ward (no official data for Vietnam or Thailand: empty)',
    tag: 'location',
    access: ROLE_GROUPS.all,
    query: neighborhoodQuerySchema,
    data: z.array(neighborhoodSchema),
  },
  locationZipcodes: {
    method: 'GET',
    path: '/api/location/zipcodes',
    summary: 'Postal codes of a sub-district, or of every sub-district of a district',
    tag: 'location',
    access: ROLE_GROUPS.all,
    query: zipcodeQuerySchema,
    data: z.array(postalCodeSchema),
  },
  locationDeliveryServices: {
    method: 'GET',
    path: '/api/location/delivery-services',
    summary: 'Active delivery services of the caller’s org in a province (region)',
    tag: 'location',
    access: ROLE_GROUPS.all,
    query: deliveryServiceQuerySchema,
    data: z.array(deliveryServiceSchema),
  },
  locationPostalCodes: {
    method: 'POST',
    path: '/api/location/postal-codes',
    summary: 'The province, district and sub-district each postal code belongs to (1 to 50 codes)',
    tag: 'location',
    access: ROLE_GROUPS.all,
    effect: 'read',
    body: postalCodeLookupSchema,
    data: z.array(postalCodeMatchSchema),
  },
  locationLegacyWards: {
    method: 'GET',
    path: '/api/location/legacy-wards/:code',
    summary: 'The 2025 commune(s) a Vietnamese ward of before July 2025 became, with partial flags',
    tag: 'location',
    access: ROLE_GROUPS.all,
    params: legacyWardParamsSchema,
    data: z.array(legacyWardMappingSchema),
  },
} as const satisfies Record<string, EndpointDefinition>;
