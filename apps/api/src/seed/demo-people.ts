import { normalizePhone, type PhoneRegion } from '@leadline/contracts';

/**
 * Deterministic demo people: local names and E.164 mobile numbers per country, from a seeded
 * generator so every fresh database gets the same demo data.
 */
export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** One of the values, each as often as its weight says. */
export function weighted<T>(random: () => number, weights: readonly (readonly [T, number])[]): T {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weights[0]![0];
}

const VN_FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const VN_MIDDLE = ['Văn', 'Thị', 'Hữu', 'Minh', 'Ngọc', 'Thanh', 'Quốc', 'Đức', 'Thu', 'Kim', 'Gia', 'Xuân'];
const VN_GIVEN = [
  'An',
  'Bình',
  'Châu',
  'Dũng',
  'Giang',
  'Hà',
  'Hải',
  'Hạnh',
  'Hiếu',
  'Hoa',
  'Hùng',
  'Hương',
  'Khánh',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Nam',
  'Nga',
  'Phúc',
  'Phương',
  'Quân',
  'Sơn',
  'Tâm',
  'Thảo',
  'Trang',
  'Tuấn',
  'Vy',
  'Yến',
];
const TH_GIVEN = [
  'Somchai',
  'Somsak',
  'Malee',
  'Sunisa',
  'Nattapong',
  'Kanokwan',
  'Wichai',
  'Pimchanok',
  'Anucha',
  'Siriporn',
  'Thanawat',
  'Ratchanee',
  'Kittisak',
  'Jintana',
  'Apinya',
  'Chaiyaporn',
];
const TH_FAMILY = [
  'Srisuk',
  'Boonmee',
  'Wongsa',
  'Thongdee',
  'Kaewmanee',
  'Saelim',
  'Suwan',
  'Phromma',
  'Inthong',
  'Kongkaew',
  'Petchsri',
  'Charoen',
  'Sombat',
  'Rattanakorn',
  'Chaiyasit',
];

/** The numbers from `first` to `last` as text: the networks' mobile prefixes come in runs. */
const prefixRun = (first: number, last: number): string[] =>
  Array.from({ length: last - first + 1 }, (_, n) => String(first + n));

const VN_MOBILE_PREFIXES = [
  ...prefixRun(32, 39),
  '70',
  ...prefixRun(76, 79),
  ...prefixRun(81, 86),
  ...prefixRun(88, 91),
  '93',
  '94',
  ...prefixRun(96, 98),
];
const TH_MOBILE_PREFIXES = [...prefixRun(61, 65), ...prefixRun(80, 99)];

export function personName(random: () => number, country: string): string {
  if (country === 'TH') return `${pick(random, TH_GIVEN)} ${pick(random, TH_FAMILY)}`;
  return `${pick(random, VN_FAMILY)} ${pick(random, VN_MIDDLE)} ${pick(random, VN_GIVEN)}`;
}

/**
 * A mobile number as a person writes it, and its E.164 form by the same phone rule as every lead
 * (contracts normalizePhone), so the demo never holds a number the product would read otherwise.
 */
export function mobilePhone(random: () => number, country: string): { raw: string; e164: string } {
  const subscriber = String(Math.floor(random() * 10_000_000)).padStart(7, '0');
  let raw: string;
  if (country === 'TH') {
    const prefix = pick(random, TH_MOBILE_PREFIXES);
    const rest = `${subscriber}${Math.floor(random() * 10)}`.slice(0, 7);
    raw = `0${prefix}-${rest.slice(0, 3)}-${rest.slice(3)}`;
  } else {
    raw = `0${pick(random, VN_MOBILE_PREFIXES)} ${subscriber.slice(0, 3)} ${subscriber.slice(3)}`;
  }
  const { e164 } = normalizePhone(raw, (country === 'TH' ? 'TH' : 'VN') satisfies PhoneRegion);
  if (!e164) throw new Error(`demo phone ${raw} is not a phone number`);
  return { raw, e164 };
}

const VN_STREETS = [
  'Lê Lợi',
  'Trần Hưng Đạo',
  'Nguyễn Trãi',
  'Hai Bà Trưng',
  'Lý Thường Kiệt',
  'Điện Biên Phủ',
  'Quang Trung',
  'Nguyễn Huệ',
  'Phan Đình Phùng',
  'Hùng Vương',
];
const TH_STREETS = [
  'ถนนสุขุมวิท',
  'ถนนพหลโยธิน',
  'ถนนรัชดาภิเษก',
  'ถนนเพชรบุรี',
  'ถนนลาดพร้าว',
  'ถนนพระราม 4',
  'ถนนสาทร',
  'ถนนงามวงศ์วาน',
];

export function streetAddress(random: () => number, country: string): string {
  const number = 1 + Math.floor(random() * 250);
  if (country === 'TH') return `${number}/${1 + Math.floor(random() * 40)} ${pick(random, TH_STREETS)}`;
  return `Số ${number} ${pick(random, VN_STREETS)}`;
}
