/** Reference lists (payment methods, reasons, banks), in English and Vietnamese. */
export const PAYMENT_METHODS = [
  { id: 1, code: 'COD', name: 'Cash on delivery', nameVi: 'Thanh toán khi nhận hàng', sort: 1 },
  { id: 2, code: 'BANK_TRANSFER', name: 'Bank transfer', nameVi: 'Chuyển khoản ngân hàng', sort: 2 },
  { id: 3, code: 'QR', name: 'Payment QR code', nameVi: 'Mã QR thanh toán', sort: 3 },
];

type ReasonKind = 'REJECT' | 'TRASH' | 'CALLBACK_CONSULTING' | 'CALLBACK_PROSPECT' | 'CALLBACK_POTENTIAL';

const REASON_TEXTS: Record<ReasonKind, [string, string][]> = {
  REJECT: [
    ['Price too high', 'Giá quá cao'],
    ['Already bought elsewhere', 'Đã mua ở nơi khác'],
    ['Not interested any more', 'Không còn quan tâm'],
    ['Did not register', 'Không đăng ký'],
    ['Wants to ask family first', 'Muốn hỏi ý kiến gia đình'],
  ],
  TRASH: [
    ['Wrong number', 'Sai số điện thoại'],
    ['Test or fake lead', 'Lead thử hoặc giả'],
    ['Duplicate registration', 'Đăng ký trùng'],
    ['Under age', 'Chưa đủ tuổi'],
    ['Outside the delivery area', 'Ngoài khu vực giao hàng'],
  ],
  CALLBACK_CONSULTING: [
    ['Needs more product information', 'Cần thêm thông tin sản phẩm'],
    ['Asks about ingredients and usage', 'Hỏi về thành phần và cách dùng'],
    ['Wants a specialist to call', 'Muốn chuyên gia gọi lại'],
  ],
  CALLBACK_PROSPECT: [
    ['Will order after payday', 'Sẽ đặt sau khi nhận lương'],
    ['Asked to call back this week', 'Hẹn gọi lại trong tuần'],
    ['Ready to order, busy now', 'Sẵn sàng đặt, hiện đang bận'],
  ],
  CALLBACK_POTENTIAL: [
    ['Busy, call another time', 'Đang bận, gọi lại lúc khác'],
    ['Considering, no decision yet', 'Đang cân nhắc, chưa quyết định'],
    ['Call back in the evening', 'Gọi lại vào buổi tối'],
  ],
};

const KIND_BASE: Record<ReasonKind, number> = {
  REJECT: 100,
  TRASH: 200,
  CALLBACK_CONSULTING: 300,
  CALLBACK_PROSPECT: 400,
  CALLBACK_POTENTIAL: 500,
};

export const REASONS = (Object.keys(REASON_TEXTS) as ReasonKind[]).flatMap((kind) =>
  REASON_TEXTS[kind].map(([name, nameVi], index) => ({
    id: KIND_BASE[kind] + index + 1,
    kind,
    name,
    nameVi,
    sort: index,
  })),
);

/** Banks taking transfers for orders (VietQR BINs in VN; SWIFT-style codes in TH). */
export const BANKS = [
  {
    id: 1,
    country: 'VN',
    code: '970436',
    shortName: 'Vietcombank',
    name: 'Ngân hàng TMCP Ngoại thương Việt Nam',
  },
  {
    id: 2,
    country: 'VN',
    code: '970415',
    shortName: 'VietinBank',
    name: 'Ngân hàng TMCP Công thương Việt Nam',
  },
  {
    id: 3,
    country: 'VN',
    code: '970418',
    shortName: 'BIDV',
    name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam',
  },
  {
    id: 4,
    country: 'VN',
    code: '970405',
    shortName: 'Agribank',
    name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam',
  },
  {
    id: 5,
    country: 'VN',
    code: '970407',
    shortName: 'Techcombank',
    name: 'Ngân hàng TMCP Kỹ thương Việt Nam',
  },
  { id: 6, country: 'VN', code: '970422', shortName: 'MB', name: 'Ngân hàng TMCP Quân đội' },
  { id: 7, country: 'VN', code: '970416', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu' },
  { id: 8, country: 'VN', code: '970432', shortName: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng' },
  { id: 20, country: 'TH', code: 'BKKB', shortName: 'Bangkok Bank', name: 'ธนาคารกรุงเทพ' },
  { id: 21, country: 'TH', code: 'KASI', shortName: 'KBank', name: 'ธนาคารกสิกรไทย' },
  { id: 22, country: 'TH', code: 'SICO', shortName: 'SCB', name: 'ธนาคารไทยพาณิชย์' },
  { id: 23, country: 'TH', code: 'KRTH', shortName: 'Krungthai', name: 'ธนาคารกรุงไทย' },
  { id: 24, country: 'TH', code: 'AYUD', shortName: 'Krungsri', name: 'ธนาคารกรุงศรีอยุธยา' },
];
