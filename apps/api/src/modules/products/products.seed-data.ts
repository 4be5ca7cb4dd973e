/**
 * The demo catalogues: one for the Vietnamese orgs (VND, whole đồng) and one for Thailand (THB in
 * satang: 89000 is 890.00 THB). Fixed data, no randomness: every start seeds the same rows.
 */

export type SeedKind = 'plain' | 'combo' | 'free';

export interface SeedProduct {
  sku: string;
  name: string;
  kind: SeedKind;
  /** Pipe-separated tiers in minor units. */
  price: string;
  listPrice?: string;
  dscr: string;
  /** What the agent says, before the generated tier list. */
  tip: string;
  /** 0: inactive. */
  status?: 0;
  /** Units on hand in the catalogue's two warehouses (combos have none). */
  stock?: [number, number];
  /** A combo's elements: SKU and units per combo. */
  elements?: [string, number][];
}

export interface SeedPromotion {
  code: string;
  name: string;
  /** null: any product. */
  sku: string | null;
  percent?: number;
  amount?: number;
  minQuantity: number;
  startsAt: string;
  endsAt: string | null;
}

export interface SeedCatalogue {
  currency: string;
  /** How the tier list in dscrForAgent reads: "Mua 2: 690,000 ₫". */
  tierLabel: (units: number, money: string) => string;
  warehouses: [code: string, name: string][];
  products: SeedProduct[];
  promotions: SeedPromotion[];
}

export const VN_CATALOGUE: SeedCatalogue = {
  currency: 'VND',
  tierLabel: (units, money) => `Mua ${units}: ${money} ₫`,
  warehouses: [
    ['HCM', 'Kho Hồ Chí Minh'],
    ['HN', 'Kho Hà Nội'],
  ],
  products: [
    {
      sku: 'VN-GLU',
      name: 'Viên uống bổ khớp Glucosamin',
      kind: 'plain',
      price: '390000|690000|990000',
      listPrice: '450000|800000|1150000',
      dscr: 'Hộp 60 viên, hỗ trợ giảm đau nhức xương khớp.',
      tip: 'Uống 2 viên mỗi ngày sau ăn; nên dùng liệu trình 3 hộp.',
      stock: [120, 80],
    },
    {
      sku: 'VN-COL',
      name: 'Kem dưỡng trắng da Collagen',
      kind: 'plain',
      price: '450000|850000',
      listPrice: '520000|990000',
      dscr: 'Hũ 50 g, dưỡng ẩm và làm sáng da.',
      tip: 'Thoa buổi tối sau khi rửa mặt; tránh vùng mắt.',
      stock: [60, 45],
    },
    {
      sku: 'VN-SLIM',
      name: 'Trà giảm cân thảo mộc Slim',
      kind: 'plain',
      price: '290000|550000|790000',
      listPrice: '350000|650000|950000',
      dscr: 'Hộp 30 túi lọc trà thảo mộc.',
      tip: 'Pha 1 túi với nước ấm buổi sáng; không dùng cho phụ nữ có thai.',
      stock: [200, 150],
    },
    {
      sku: 'VN-LUT',
      name: 'Viên sáng mắt Lutein',
      kind: 'plain',
      price: '350000|650000',
      dscr: 'Hộp 30 viên, bổ sung lutein và vitamin A.',
      tip: 'Phù hợp người làm việc nhiều với máy tính.',
      stock: [35, 20],
    },
    {
      sku: 'VN-BUOI',
      name: 'Tinh dầu bưởi kích thích mọc tóc',
      kind: 'plain',
      price: '190000|350000|490000',
      dscr: 'Chai xịt 100 ml.',
      tip: 'Xịt lên da đầu mỗi tối, massage nhẹ 3 phút.',
      stock: [90, 0],
    },
    {
      sku: 'VN-GAN',
      name: 'Viên bổ gan Actiso',
      kind: 'plain',
      price: '320000|590000',
      dscr: 'Hộp 60 viên, hỗ trợ giải độc gan.',
      tip: 'Uống 2 viên mỗi ngày; hạn chế rượu bia khi dùng.',
      stock: [50, 40],
    },
    {
      sku: 'VN-NGU',
      name: 'Viên uống ngủ ngon An Thần',
      kind: 'plain',
      price: '280000',
      dscr: 'Hộp 30 viên chiết xuất lạc tiên, tâm sen.',
      tip: 'Uống 1 viên trước khi ngủ 30 phút. Sắp hết hàng: báo khách thời gian giao.',
      stock: [3, 0],
    },
    {
      sku: 'VN-CANXI',
      name: 'Canxi Nano xương chắc khỏe',
      kind: 'plain',
      price: '420000|790000',
      dscr: 'Hộp 60 viên canxi nano và vitamin D3.',
      tip: 'Uống buổi sáng sau ăn.',
      stock: [75, 60],
    },
    {
      sku: 'VN-CAODAN',
      name: 'Cao dán giảm đau lưng',
      kind: 'plain',
      price: '150000|280000|390000',
      dscr: 'Hộp 10 miếng dán thảo dược.',
      tip: 'Tạm ngừng bán.',
      status: 0,
      stock: [10, 10],
    },
    {
      sku: 'VN-ONGCHUA',
      name: 'Sữa ong chúa Royal Jelly',
      kind: 'plain',
      price: '520000|990000',
      dscr: 'Hộp 100 viên nang mềm.',
      tip: 'Hết hàng: mời khách đặt trước, giao khi có hàng.',
      stock: [0, 0],
    },
    {
      sku: 'VN-NAM',
      name: 'Serum trị nám Melasma',
      kind: 'plain',
      price: '490000|920000',
      dscr: 'Chai 30 ml.',
      tip: 'Thoa 2 lần mỗi ngày, dùng kèm kem chống nắng.',
      stock: [2, 1],
    },
    {
      sku: 'VN-OMEGA',
      name: 'Viên dầu cá Omega-3',
      kind: 'plain',
      price: '360000|680000',
      dscr: 'Hộp 100 viên.',
      tip: 'Uống 1 viên mỗi ngày trong bữa ăn.',
      stock: [40, 25],
    },
    {
      sku: 'VN-CB-KHOP',
      name: 'Combo xương khớp khỏe mạnh',
      kind: 'combo',
      price: '690000|1290000',
      listPrice: '810000',
      dscr: 'Glucosamin và Canxi Nano.',
      tip: 'Tiết kiệm 120.000 ₫ so với mua lẻ.',
      elements: [
        ['VN-GLU', 1],
        ['VN-CANXI', 1],
      ],
    },
    {
      sku: 'VN-CB-DA',
      name: 'Combo da sáng mịn',
      kind: 'combo',
      price: '790000|1490000',
      listPrice: '940000',
      dscr: 'Kem Collagen và serum trị nám.',
      tip: 'Serum sắp hết hàng: xác nhận số lượng trước khi chốt.',
      elements: [
        ['VN-COL', 1],
        ['VN-NAM', 1],
      ],
    },
    {
      sku: 'VN-CB-GIAM',
      name: 'Combo giảm cân 30 ngày',
      kind: 'combo',
      price: '750000',
      listPrice: '900000',
      dscr: '2 hộp trà Slim và 1 hộp Actiso.',
      tip: 'Liệu trình 30 ngày.',
      elements: [
        ['VN-SLIM', 2],
        ['VN-GAN', 1],
      ],
    },
    {
      sku: 'VN-CB-NGU',
      name: 'Combo ngủ ngon, mắt sáng',
      kind: 'combo',
      price: '850000',
      listPrice: '990000',
      dscr: 'An Thần, Lutein và Omega-3.',
      tip: 'Viên An Thần sắp hết hàng.',
      elements: [
        ['VN-NGU', 1],
        ['VN-LUT', 1],
        ['VN-OMEGA', 1],
      ],
    },
    {
      sku: 'VN-QT-HOP',
      name: 'Hộp quà tặng cao cấp',
      kind: 'free',
      price: '0',
      dscr: 'Hộp giấy kraft kèm thiệp.',
      tip: 'Tặng kèm đơn từ 2 sản phẩm.',
      stock: [300, 200],
    },
    {
      sku: 'VN-QT-LUOC',
      name: 'Lược gỗ massage đầu',
      kind: 'free',
      price: '0',
      dscr: 'Lược gỗ đàn hương.',
      tip: 'Tặng kèm tinh dầu bưởi.',
      stock: [50, 30],
    },
    {
      sku: 'VN-QT-BINH',
      name: 'Bình nước thủy tinh 500 ml',
      kind: 'free',
      price: '0',
      dscr: 'Bình thủy tinh có nắp tre.',
      tip: 'Hết quà: báo khách sẽ đổi quà khác.',
      stock: [0, 0],
    },
    {
      sku: 'VN-QT-MAU',
      name: 'Gói dùng thử Collagen 7 ngày',
      kind: 'free',
      price: '0',
      dscr: '7 gói kem dùng thử.',
      tip: 'Tặng khách mua lần đầu.',
      stock: [500, 300],
    },
  ],
  promotions: [
    {
      code: 'GIAM10',
      name: 'Giảm 10% cho đơn từ 2 sản phẩm',
      sku: null,
      percent: 10,
      minQuantity: 2,
      startsAt: '2025-01-01T00:00:00Z',
      endsAt: null,
    },
    {
      code: 'GLU50K',
      name: 'Giảm 50.000 ₫ Viên uống bổ khớp Glucosamin',
      sku: 'VN-GLU',
      amount: 50000,
      minQuantity: 1,
      startsAt: '2025-01-01T00:00:00Z',
      endsAt: '2035-12-31T17:00:00Z',
    },
    {
      code: 'TET2024',
      name: 'Khuyến mãi Tết 2024: giảm 20% kem Collagen',
      sku: 'VN-COL',
      percent: 20,
      minQuantity: 1,
      startsAt: '2024-01-15T00:00:00Z',
      endsAt: '2024-02-15T00:00:00Z',
    },
  ],
};

export const TH_CATALOGUE: SeedCatalogue = {
  currency: 'THB',
  tierLabel: (units, money) => `ซื้อ ${units}: ${money} บาท`,
  warehouses: [
    ['BKK', 'คลังสินค้ากรุงเทพฯ'],
    ['CNX', 'คลังสินค้าเชียงใหม่'],
  ],
  products: [
    {
      sku: 'TH-GLU',
      name: 'กลูโคซามีนบำรุงข้อ',
      kind: 'plain',
      price: '89000|159000|219000',
      listPrice: '99000|179000|249000',
      dscr: 'กล่องละ 60 เม็ด',
      tip: 'ทานวันละ 2 เม็ดหลังอาหาร แนะนำ 3 กล่อง',
      stock: [100, 60],
    },
    {
      sku: 'TH-CRM',
      name: 'ครีมบำรุงผิวคอลลาเจน',
      kind: 'plain',
      price: '99000|179000',
      listPrice: '119000|209000',
      dscr: 'กระปุก 50 กรัม',
      tip: 'ทาก่อนนอนหลังล้างหน้า',
      stock: [70, 40],
    },
    {
      sku: 'TH-SLIM',
      name: 'ชาสมุนไพรลดน้ำหนัก',
      kind: 'plain',
      price: '59000|109000|149000',
      dscr: 'กล่องละ 30 ซอง',
      tip: 'ชงดื่มตอนเช้า ไม่เหมาะกับหญิงตั้งครรภ์',
      stock: [180, 120],
    },
    {
      sku: 'TH-EYE',
      name: 'ลูทีนบำรุงสายตา',
      kind: 'plain',
      price: '79000|139000',
      dscr: 'กล่องละ 30 เม็ด',
      tip: 'เหมาะกับผู้ที่ใช้คอมพิวเตอร์เป็นประจำ',
      stock: [30, 15],
    },
    {
      sku: 'TH-HAIR',
      name: 'เซรั่มปลูกผม',
      kind: 'plain',
      price: '69000|119000',
      dscr: 'ขวดสเปรย์ 100 มล.',
      tip: 'ฉีดที่หนังศีรษะทุกคืน นวดเบา ๆ 3 นาที',
      stock: [80, 0],
    },
    {
      sku: 'TH-LIVER',
      name: 'อาหารเสริมบำรุงตับ',
      kind: 'plain',
      price: '75000|135000',
      dscr: 'กล่องละ 60 เม็ด',
      tip: 'ทานวันละ 2 เม็ด งดแอลกอฮอล์',
      stock: [45, 35],
    },
    {
      sku: 'TH-SLEEP',
      name: 'แคปซูลช่วยการนอนหลับ',
      kind: 'plain',
      price: '65000',
      dscr: 'กล่องละ 30 แคปซูล',
      tip: 'ทาน 1 แคปซูลก่อนนอน สินค้าใกล้หมด',
      stock: [2, 1],
    },
    {
      sku: 'TH-CAL',
      name: 'แคลเซียมบำรุงกระดูก',
      kind: 'plain',
      price: '85000|155000',
      dscr: 'กล่องละ 60 เม็ด พร้อมวิตามินดี 3',
      tip: 'ทานตอนเช้าหลังอาหาร',
      stock: [65, 50],
    },
    {
      sku: 'TH-BALM',
      name: 'บาล์มสมุนไพรบรรเทาปวด',
      kind: 'plain',
      price: '35000|65000|89000',
      dscr: 'ตลับ 50 กรัม',
      tip: 'งดจำหน่ายชั่วคราว',
      status: 0,
      stock: [20, 10],
    },
    {
      sku: 'TH-ROYAL',
      name: 'นมผึ้งรอยัลเยลลี่',
      kind: 'plain',
      price: '119000|219000',
      dscr: 'กล่องละ 100 ซอฟต์เจล',
      tip: 'สินค้าหมด รับจองล่วงหน้า',
      stock: [0, 0],
    },
    {
      sku: 'TH-MELA',
      name: 'เซรั่มลดฝ้า',
      kind: 'plain',
      price: '109000|199000',
      dscr: 'ขวด 30 มล.',
      tip: 'ทาเช้าเย็น ใช้คู่กับครีมกันแดด',
      stock: [3, 0],
    },
    {
      sku: 'TH-OMEGA',
      name: 'น้ำมันปลาโอเมก้า 3',
      kind: 'plain',
      price: '79000|149000',
      dscr: 'กล่องละ 100 เม็ด',
      tip: 'ทานวันละ 1 เม็ดพร้อมอาหาร',
      stock: [50, 30],
    },
    {
      sku: 'TH-CB-JOINT',
      name: 'ชุดบำรุงข้อและกระดูก',
      kind: 'combo',
      price: '149000|279000',
      listPrice: '174000',
      dscr: 'กลูโคซามีนและแคลเซียม',
      tip: 'ประหยัด 250 บาทเมื่อเทียบกับซื้อแยก',
      elements: [
        ['TH-GLU', 1],
        ['TH-CAL', 1],
      ],
    },
    {
      sku: 'TH-CB-SKIN',
      name: 'ชุดผิวกระจ่างใส',
      kind: 'combo',
      price: '179000|329000',
      listPrice: '208000',
      dscr: 'ครีมคอลลาเจนและเซรั่มลดฝ้า',
      tip: 'เซรั่มใกล้หมด ยืนยันจำนวนก่อนปิดการขาย',
      elements: [
        ['TH-CRM', 1],
        ['TH-MELA', 1],
      ],
    },
    {
      sku: 'TH-CB-SLIM',
      name: 'ชุดลดน้ำหนัก 30 วัน',
      kind: 'combo',
      price: '169000',
      listPrice: '193000',
      dscr: 'ชาสมุนไพร 2 กล่องและอาหารเสริมบำรุงตับ 1 กล่อง',
      tip: 'คอร์ส 30 วัน',
      elements: [
        ['TH-SLIM', 2],
        ['TH-LIVER', 1],
      ],
    },
    {
      sku: 'TH-CB-SLEEP',
      name: 'ชุดนอนหลับสบาย',
      kind: 'combo',
      price: '189000',
      listPrice: '223000',
      dscr: 'แคปซูลช่วยการนอนหลับ ลูทีน และโอเมก้า 3',
      tip: 'แคปซูลช่วยการนอนหลับใกล้หมด',
      elements: [
        ['TH-SLEEP', 1],
        ['TH-EYE', 1],
        ['TH-OMEGA', 1],
      ],
    },
    {
      sku: 'TH-GIFT-BOX',
      name: 'กล่องของขวัญพรีเมียม',
      kind: 'free',
      price: '0',
      dscr: 'กล่องกระดาษคราฟท์พร้อมการ์ด',
      tip: 'แถมเมื่อซื้อ 2 ชิ้นขึ้นไป',
      stock: [250, 150],
    },
    {
      sku: 'TH-GIFT-COMB',
      name: 'หวีไม้นวดศีรษะ',
      kind: 'free',
      price: '0',
      dscr: 'หวีไม้จันทน์',
      tip: 'แถมคู่กับเซรั่มปลูกผม',
      stock: [40, 20],
    },
    {
      sku: 'TH-GIFT-BOTTLE',
      name: 'ขวดน้ำแก้ว 500 มล.',
      kind: 'free',
      price: '0',
      dscr: 'ขวดแก้วฝาไม้ไผ่',
      tip: 'ของแถมหมด แจ้งลูกค้าว่าจะเปลี่ยนเป็นของแถมอื่น',
      stock: [0, 0],
    },
    {
      sku: 'TH-GIFT-TRIAL',
      name: 'ชุดทดลองคอลลาเจน 7 วัน',
      kind: 'free',
      price: '0',
      dscr: 'ครีมทดลอง 7 ซอง',
      tip: 'แถมลูกค้าที่ซื้อครั้งแรก',
      stock: [400, 250],
    },
  ],
  promotions: [
    {
      code: 'SAVE10',
      name: 'ลด 10% เมื่อซื้อ 2 ชิ้นขึ้นไป',
      sku: null,
      percent: 10,
      minQuantity: 2,
      startsAt: '2025-01-01T00:00:00Z',
      endsAt: null,
    },
    {
      code: 'GLU100',
      name: 'ลด 100 บาท กลูโคซามีนบำรุงข้อ',
      sku: 'TH-GLU',
      amount: 10000,
      minQuantity: 1,
      startsAt: '2025-01-01T00:00:00Z',
      endsAt: '2035-12-31T17:00:00Z',
    },
    {
      code: 'SONGKRAN24',
      name: 'โปรสงกรานต์ 2024 ลด 15% ครีมคอลลาเจน',
      sku: 'TH-CRM',
      percent: 15,
      minQuantity: 1,
      startsAt: '2024-04-01T00:00:00Z',
      endsAt: '2024-04-30T17:00:00Z',
    },
  ],
};
