import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../shared/random/seeded-random.js';
import {
  type ParcelTraits,
  planParcel,
  returnChance,
  SIM_STRUCTURE,
  SimulatorPartner,
} from './simulator-partner.js';

/** The simulator's structured outcomes (docs/logistics.md 'Simulated structure'): pure, by seed. */
describe('parcel simulator: outcomes with a market’s structure', () => {
  const plain: ParcelTraits = { phone: null, wardId: null, provinceId: null, duplicate: false };
  const returnShare = (traits: ParcelTraits, seed = 's1', n = 4000) =>
    Array.from(
      { length: n },
      (_, i) =>
        planParcel(seededRandom(`${seed}:${i}`), returnChance(seed, traits)).at(-1)?.event === 'returned',
    ).filter(Boolean).length / n;

  it('gives risky provinces, wards, refusing phones and duplicates more returns, by seed', () => {
    const provinces = Array.from({ length: 400 }, (_, i) => i + 1);
    const chances = provinces.map((provinceId) => returnChance('s1', { ...plain, provinceId }));
    const risky = chances.filter((c) => c > 0.1).length / provinces.length;
    expect(risky).toBeGreaterThan(SIM_STRUCTURE.riskyProvinceShare - 0.07);
    expect(risky).toBeLessThan(SIM_STRUCTURE.riskyProvinceShare + 0.07);
    // Another seed picks other provinces.
    const other = provinces.map((provinceId) => returnChance('s2', { ...plain, provinceId }));
    expect(other).not.toEqual(chances);
    expect(returnChance('s1', { ...plain, duplicate: true })).toBeCloseTo(
      0.1 * SIM_STRUCTURE.duplicateFactor,
      10,
    );
    const phones = Array.from({ length: 500 }, (_, i) => `+8490${i}`);
    const refusers = phones.filter(
      (phone) => returnChance('s1', { ...plain, phone }) >= SIM_STRUCTURE.refuserChance,
    );
    expect(refusers.length).toBeGreaterThan(10);
    expect(returnShare({ ...plain, phone: refusers[0]! })).toBeGreaterThan(0.6);
    expect(returnShare(plain)).toBeCloseTo(0.1, 1);
  });

  it('gives incomplete addresses, orders of 3 times the usual and short selling calls more returns', () => {
    const s = SIM_STRUCTURE;
    expect(returnChance('s1', { ...plain, incompleteAddress: true })).toBeCloseTo(
      0.1 * s.incompleteAddressFactor,
      10,
    );
    expect(returnChance('s1', { ...plain, valueRatio: 3 })).toBeCloseTo(0.1 * s.highValueFactor, 10);
    expect(returnChance('s1', { ...plain, valueRatio: 2.9 })).toBe(0.1);
    expect(returnChance('s1', { ...plain, talkSeconds: 59 })).toBeCloseTo(0.1 * s.shortCallFactor, 10);
    expect(returnChance('s1', { ...plain, talkSeconds: 60 })).toBe(0.1);
    // No call or no campaign median: no factor.
    expect(returnChance('s1', { ...plain, valueRatio: null, talkSeconds: null })).toBe(0.1);
    expect(returnShare({ ...plain, incompleteAddress: true, talkSeconds: 10 })).toBeGreaterThan(0.2);
  });

  it('keeps the flat plan without traits or with the structure off', () => {
    const traits: ParcelTraits = {
      phone: '+84901',
      wardId: 7,
      provinceId: 3,
      duplicate: true,
      incompleteAddress: true,
      valueRatio: 4,
      talkSeconds: 5,
    };
    const on = new SimulatorPartner({ speed: 1, seed: 's1' });
    const off = new SimulatorPartner({ speed: 1, seed: 's1', structure: false });
    expect(off.plan('SIM1', traits)).toEqual(on.plan('SIM1'));
    expect(returnChance('s1', null)).toBe(0.1);
  });
});
