import { ORG_ID, ROLE, ROLE_CODES, ROLE_SLUG, type RoleCode } from '@leadline/contracts';

export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoUser {
  userName: string;
  fullName: string;
  orgId: number;
  roles: RoleCode[];
  /** Days until the password expires, counted from each start (demo data stays as described). */
  passwordExpiresInDays: number;
}

const VN_NAMES: Record<string, string> = {
  admin: 'Nguyễn Văn An',
  'org-admin': 'Trần Thị Bình',
  agent: 'Lê Thị Hoa',
  'resell-agent': 'Phạm Minh Tuấn',
  'team-leader': 'Hoàng Văn Dũng',
  manager: 'Vũ Thị Mai',
  validator: 'Đặng Quốc Huy',
  logistics: 'Bùi Văn Long',
  qc: 'Đỗ Thị Lan',
  finance: 'Hồ Ngọc Hân',
  fulfilment: 'Ngô Văn Phúc',
  cs: 'Dương Thị Thu',
  marketing: 'Lý Minh Khoa',
  director: 'Trịnh Văn Hùng',
  auditor: 'Phan Thị Yến',
};

const TH_NAMES: Record<string, string> = {
  admin: 'Somchai Srisuk',
  'org-admin': 'Malee Chaiyaporn',
  agent: 'Niran Boonmee',
  'resell-agent': 'Kanya Wongsa',
  'team-leader': 'Prasert Thongdee',
  manager: 'Siriporn Kaewmanee',
  validator: 'Anan Rattanakorn',
  logistics: 'Wichai Saelim',
  qc: 'Pimchanok Suwan',
  finance: 'Araya Phromma',
  fulfilment: 'Chaiwat Inthong',
  cs: 'Sunisa Kongkaew',
  marketing: 'Thanakorn Petchsri',
  director: 'Boonsong Charoen',
  auditor: 'Ratana Sombat',
};

const NORMAL_EXPIRY_DAYS = 365;

function orgUsers(prefix: string, orgId: number, names: Record<string, string>): DemoUser[] {
  return ROLE_CODES.map((role) => {
    const slug = ROLE_SLUG[role];
    return {
      userName: `${prefix}.${slug}`,
      fullName: names[slug] ?? slug,
      orgId,
      roles: [role],
      passwordExpiresInDays: NORMAL_EXPIRY_DAYS,
    };
  });
}

/** The demo accounts of the foundation issue; README.md has the same table. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    userName: 'hq.admin',
    fullName: 'HQ Administrator',
    orgId: ORG_ID.HQ,
    roles: [ROLE.ADMIN],
    passwordExpiresInDays: NORMAL_EXPIRY_DAYS,
  },
  ...orgUsers('vn1', ORG_ID.VN1, VN_NAMES),
  ...orgUsers('th1', ORG_ID.TH1, TH_NAMES),
  {
    userName: 'vn4.agent',
    fullName: 'Trương Thị Ngọc',
    orgId: ORG_ID.VN4,
    roles: [ROLE.AGENT],
    passwordExpiresInDays: NORMAL_EXPIRY_DAYS,
  },
  {
    userName: 'vn1.norole',
    fullName: 'Mai Văn Không',
    orgId: ORG_ID.VN1,
    roles: [],
    passwordExpiresInDays: NORMAL_EXPIRY_DAYS,
  },
  {
    userName: 'vn1.expiring',
    fullName: 'Cao Thị Sắp',
    orgId: ORG_ID.VN1,
    roles: [ROLE.AGENT],
    passwordExpiresInDays: 5,
  },
  {
    userName: 'vn1.expired',
    fullName: 'Lâm Văn Hết',
    orgId: ORG_ID.VN1,
    roles: [ROLE.AGENT],
    passwordExpiresInDays: -1,
  },
];
