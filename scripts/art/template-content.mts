/**
 * The sample content of each template's design (what the buyer sees before the studio puts in
 * their own): used only by `npm run art:templates` (scripts/art-templates.mts). Photographs are the
 * shop's own renders (public/photos, by name); a template without a fitting photograph is laid out
 * in type and colour alone rather than with a stand-in picture.
 */
export type Script = 'latin' | 'kr' | 'jp' | 'sc';

export interface Section {
  title: string;
  items: {name: string; note?: string; price: string}[];
}

export interface Content {
  /** Background, ink, accent, soft (panels). */
  colors: {bg: string; ink: string; accent: string; soft: string};
  script: Script;
  /** Display style: light and spaced, or heavy and tight. */
  tone: 'elegant' | 'bold' | 'friendly';
  photo?: string;
  brand: string;
  headline: string;
  sub: string;
  /** A big word or figure set in place of a picture. */
  big?: string;
  price?: string;
  badge?: string;
  info?: string;
  cta?: string;
  sections?: Section[];
  points?: {title: string; text: string}[];
  specs?: [string, string][];
}

export const CONTENT: Record<number, Content> = {
  1: {
    colors: {bg: '#f6efe3', ink: '#3b1d0e', accent: '#a4411a', soft: '#ead9bf'}, script: 'latin', tone: 'elegant',
    brand: 'Trattoria Basilico', headline: 'Pasta fatta a mano', sub: 'Fresh pasta rolled every morning', big: 'Pasta',
    info: 'Tue–Sun 11:30–22:00 · 12 Via Roma', cta: 'Book a table',
    sections: [
      {title: 'Antipasti', items: [{name: 'Burrata & heirloom tomato', note: 'basil oil, sea salt', price: '14'}, {name: 'Arancini al ragù', note: 'three, saffron rice', price: '11'}]},
      {title: 'Pasta', items: [{name: 'Tagliatelle al ragù', note: 'slow-cooked beef, parmigiano', price: '19'}, {name: 'Cacio e pepe', note: 'tonnarelli, pecorino, black pepper', price: '16'}, {name: 'Linguine alle vongole', note: 'clams, garlic, chilli', price: '22'}, {name: 'Pappardelle ai funghi', note: 'porcini, thyme, butter', price: '20'}]},
      {title: 'Dolci', items: [{name: 'Tiramisù della casa', price: '9'}, {name: 'Panna cotta, berries', price: '8'}]},
      {title: 'Vino', items: [{name: 'Chianti Classico, glass', price: '12'}, {name: 'Prosecco, glass', price: '10'}, {name: 'Limoncello', price: '7'}]},
    ],
  },
  2: {
    colors: {bg: '#14202b', ink: '#f3ede2', accent: '#e0614f', soft: '#223444'}, script: 'jp', tone: 'elegant',
    brand: '鮨 しずく', headline: 'おまかせと握り', sub: 'Sushi Shizuku · 本日の鮮魚', big: '鮨',
    info: '17:00–23:00 · 定休日 月曜', cta: 'ご予約承ります',
    sections: [
      {title: '握り 二貫', items: [{name: '大とろ', note: 'Fatty tuna', price: '¥1,200'}, {name: '真鯛', note: 'Sea bream', price: '¥600'}, {name: 'サーモン', note: 'Salmon', price: '¥500'}]},
      {title: '巻物', items: [{name: '鉄火巻', note: 'Tuna roll', price: '¥800'}, {name: 'かっぱ巻', note: 'Cucumber roll', price: '¥450'}]},
      {title: 'おまかせ', items: [{name: '季節の十貫', note: 'Ten pieces of the season', price: '¥5,800'}, {name: '特上 十二貫と椀物', price: '¥8,500'}]},
      {title: 'お飲み物', items: [{name: '純米吟醸 一合', price: '¥900'}, {name: '緑茶', price: '¥300'}]},
    ],
  },
  3: {
    colors: {bg: '#efe4d4', ink: '#2b1a12', accent: '#8a5a36', soft: '#e0cdb2'}, script: 'latin', tone: 'elegant', photo: 'coffee-after',
    brand: 'Morning Roast', headline: 'Slow mornings, good coffee', sub: 'Oat latte & a macaron, every day before 11', price: '$6.50',
    badge: 'New season', info: 'Open daily 7:00–18:00 · 48 Elm Street', cta: 'Order ahead',
  },
  4: {
    colors: {bg: '#ffd166', ink: '#3a0d3c', accent: '#c2457a', soft: '#ff9fb8'}, script: 'latin', tone: 'friendly',
    brand: 'Bowl Club', headline: 'Açaí, mango & crunch', sub: 'Build your bowl: 3 fruits, 2 toppings', big: 'BOWL', price: '$11.90',
    badge: 'Vegan', info: '@bowlclub', cta: 'Order on the app',
  },
  5: {
    colors: {bg: '#1c0a0a', ink: '#fff4e6', accent: '#ff8a3d', soft: '#3a1414'}, script: 'kr', tone: 'bold',
    brand: '숯불 한우명가', headline: '참숯에 굽는 한우 모둠', sub: '꽃등심 · 안창살 · 갈비살 600g', big: '한우', price: '89,000원',
    badge: '2인 세트', info: '매일 16:00–24:00 · 예약 02-123-4567', cta: '예약하기',
    sections: [{title: '메뉴', items: [{name: '한우 꽃등심 150g', price: '32,000원'}, {name: '양념 돼지갈비 250g', price: '18,000원'}, {name: '된장찌개', price: '7,000원'}, {name: '물냉면', price: '9,000원'}]}],
  },
  6: {
    colors: {bg: '#f8ece3', ink: '#5a2e24', accent: '#c9705a', soft: '#f1d6c8'}, script: 'latin', tone: 'elegant', photo: 'macarons',
    brand: 'Petit Four', headline: 'Pastel macarons', sub: 'Box of six · raspberry, pistachio, vanilla', price: '$14',
    badge: 'Baked today', info: '@petitfour.bakery', cta: 'Pre-order for the weekend',
  },
  7: {
    colors: {bg: '#e9f3e6', ink: '#1d3b2f', accent: '#3f7d5c', soft: '#f7e1b5'}, script: 'sc', tone: 'friendly',
    brand: '茶研 TEA LAB', headline: '黑糖珍珠鲜奶', sub: 'Brown sugar pearl milk · 大杯 700ml', big: '珍珠', price: '¥18',
    badge: '第二杯半价', info: '外卖 · 到店自取', cta: '立即下单',
  },
  8: {
    colors: {bg: '#151515', ink: '#fff8e1', accent: '#ffcf56', soft: '#2a2a2a'}, script: 'latin', tone: 'bold',
    brand: 'Forno Night', headline: 'Wood-fired pizza', sub: '72-hour dough · 450 °C oven', big: 'PIZZA',
    info: 'Thu–Sun 17:00–late · Delivery till 23:30', cta: 'Scan to order',
    sections: [
      {title: 'Classics', items: [{name: 'Margherita', note: 'San Marzano, fior di latte, basil', price: '13'}, {name: 'Diavola', note: 'spicy salami, chilli honey', price: '16'}, {name: 'Quattro formaggi', note: 'gorgonzola, taleggio, parmigiano', price: '17'}]},
      {title: 'Specials', items: [{name: 'Truffle & mushroom', note: 'white base, thyme', price: '19'}, {name: 'Nduja & burrata', price: '18'}]},
      {title: 'Sides & drinks', items: [{name: 'Garlic knots', price: '6'}, {name: 'Caesar salad', price: '9'}, {name: 'Craft lager', price: '7'}, {name: 'Lemon soda', price: '4'}]},
    ],
  },
  10: {
    colors: {bg: '#0d0d12', ink: '#f4efe3', accent: '#d4af37', soft: '#1c1a24'}, script: 'kr', tone: 'elegant', photo: 'noir',
    brand: 'MAISON NOIR', headline: '피부 본연의 밀도를 채우는\n블랙 에센스', sub: 'Black Essence 50ml', price: '128,000원',
    badge: 'PREMIUM',
    points: [{title: '7일 만에 느끼는 탄력', text: '흑효모 발효 성분이 피부 장벽을 촘촘하게 채워줍니다.'}, {title: '무겁지 않은 흡수감', text: '끈적임 없이 스며드는 실크 텍스처.'}, {title: '피부과 테스트 완료', text: '민감 피부 저자극 인증.'}],
    specs: [['용량', '50ml'], ['피부 타입', '모든 피부'], ['주요 성분', '흑효모 발효물, 나이아신아마이드'], ['사용법', '아침·저녁 2~3방울'], ['제조국', '대한민국']],
  },
  11: {
    colors: {bg: '#dff4ff', ink: '#0b3b5c', accent: '#1b6fa8', soft: '#b9e3fa'}, script: 'latin', tone: 'friendly',
    brand: 'AQUA LAB', headline: '72-hour hydration', sub: 'Hyaluronic water gel · 50 ml', big: 'H₂O', price: '$28',
    badge: 'Dermatologist tested', info: '@aqualab.skin', cta: 'Shop now',
  },
  12: {
    colors: {bg: '#e3f7ef', ink: '#0f3d2c', accent: '#1f7a5a', soft: '#bfead8'}, script: 'kr', tone: 'friendly', photo: 'mint',
    brand: 'minty', headline: '민트 수딩 크림', sub: '열감 진정 · 저자극 · 비건', price: '24,000원',
    badge: 'NEW', info: '@minty.official',
  },
  13: {
    colors: {bg: '#f1f4e6', ink: '#1f3320', accent: '#4f7d3a', soft: '#dfe8c8'}, script: 'kr', tone: 'elegant', photo: 'cleanser-after',
    brand: 'GREEN RITUAL', headline: '식물에서 온\n순한 클렌징', sub: 'Botanical Gel Cleanser 200ml', price: '32,000원',
    badge: 'VEGAN',
    points: [{title: '97% 자연 유래 성분', text: '병풀과 녹차 추출물이 자극 없이 노폐물을 씻어냅니다.'}, {title: '약산성 pH 5.5', text: '세안 후에도 당기지 않는 촉촉함.'}, {title: '비건 인증', text: '동물 유래 성분과 동물 실험 없이 만들었습니다.'}],
    specs: [['용량', '200ml'], ['피부 타입', '민감·지성 피부'], ['주요 성분', '병풀, 녹차, 알로에'], ['사용법', '젖은 얼굴에 거품 내어 세안'], ['인증', '비건 · 저자극 테스트']],
  },
  14: {
    colors: {bg: '#2a1020', ink: '#fbe9f1', accent: '#f6c1d6', soft: '#4a1c36'}, script: 'latin', tone: 'elegant', photo: 'perfume-after',
    brand: 'ROSE NOIR', headline: 'Eau de Parfum', sub: 'Damask rose, pink pepper, musk', price: '$92',
    badge: 'Limited edition', cta: 'Discover',
  },
  15: {
    colors: {bg: '#fbe3e1', ink: '#5e0f1f', accent: '#a3213a', soft: '#f4c2bd'}, script: 'latin', tone: 'bold', photo: 'lipstick',
    brand: 'ROUGE', headline: 'Velvet Matte', sub: 'Eight shades that stay all day', price: '$24',
    badge: 'Shade 04 · Cherry', cta: 'Find your shade',
  },
  16: {
    colors: {bg: '#111111', ink: '#f2f2f2', accent: '#ff4d2e', soft: '#262626'}, script: 'latin', tone: 'bold',
    brand: 'CONCRETE', headline: 'DROP 07', sub: 'Heavyweight hoodies · cargo · caps', big: 'STREET',
    info: 'Sat 12.14 · 12:00 · online & Seongsu store', badge: 'Limited 300 pcs', cta: '@concrete.wear',
  },
  17: {
    colors: {bg: '#efe9e1', ink: '#3b3027', accent: '#8b6f52', soft: '#ddd2c3'}, script: 'latin', tone: 'elegant',
    brand: 'Field & Wool', headline: 'The quiet knit', sub: 'Merino crew · oat, charcoal, moss', big: 'Knit', price: '$120',
    info: 'Hand wash cold · lay flat to dry', cta: 'Autumn collection',
  },
  18: {
    colors: {bg: '#0b1e3f', ink: '#f2f2f2', accent: '#ffd23f', soft: '#173363'}, script: 'latin', tone: 'bold',
    brand: 'STRIDE', headline: 'Run lighter', sub: 'Stride Air 2 · 198 g · sizes 230–300', big: 'AIR 2', price: '$139',
    badge: 'New colourway', cta: 'Shop the drop',
  },
  19: {
    colors: {bg: '#f5ede1', ink: '#2b2118', accent: '#7a5c3e', soft: '#e6d6bf'}, script: 'kr', tone: 'elegant',
    brand: 'ATELIER SOL', headline: '매일 들기 좋은\n베지터블 레더 토트', sub: 'Daily Tote · Cognac', big: 'Leather', price: '289,000원',
    badge: 'HANDMADE',
    points: [{title: '이탈리아 베지터블 레더', text: '쓸수록 깊어지는 색과 윤기.'}, {title: '13인치 노트북 수납', text: '내부 포켓 3개와 지퍼 포켓 1개.'}, {title: '장인의 손바느질', text: '한 땀씩 꿰맨 모서리는 오래 갑니다.'}],
    specs: [['크기', '가로 36 × 세로 28 × 폭 12cm'], ['무게', '780g'], ['소재', '소가죽 (베지터블 태닝)'], ['색상', '코냑, 블랙, 올리브'], ['관리', '전용 크림으로 월 1회']],
  },
  20: {
    colors: {bg: '#101820', ink: '#f4ecd8', accent: '#e6c36a', soft: '#1f2c38'}, script: 'latin', tone: 'elegant', photo: 'ring',
    brand: 'LUMEN', headline: 'Solitaire', sub: '18k gold · 0.5 ct lab diamond', price: '$1,450',
    info: 'Free engraving · lifetime care', cta: 'Book a fitting',
  },
  21: {
    colors: {bg: '#fff3d6', ink: '#7a1e2a', accent: '#e8505b', soft: '#ffd9a0'}, script: 'latin', tone: 'friendly',
    brand: 'Sol & Linen', headline: 'Summer Sale', sub: 'Linen dresses, sandals & straw hats', big: '−30%',
    info: 'June 20 – July 7 · code SUNNY', badge: 'Online & in store', cta: 'Shop the sale',
  },
  22: {
    colors: {bg: '#fde2e4', ink: '#4a2c34', accent: '#6a994e', soft: '#f7c5cf'}, script: 'latin', tone: 'elegant',
    brand: 'Bloom', headline: 'For Mother’s Day', sub: 'Pastel petals behind your best-seller', big: 'Bloom',
    info: '@bloom.gifts', cta: 'Gift wrapping included',
  },
  23: {
    colors: {bg: '#0a0f1c', ink: '#e8f4ff', accent: '#4cc9f0', soft: '#16213a'}, script: 'kr', tone: 'bold', photo: 'record',
    brand: 'SONIQ', headline: '바이닐의 온기를\n블루투스로', sub: 'SONIQ T1 턴테이블', price: '349,000원',
    badge: '2025 신제품',
    points: [{title: '벨트 드라이브 33/45 RPM', text: '진동을 줄인 알루미늄 플래터.'}, {title: '블루투스 5.3 송신', text: '무선 스피커와 헤드폰에 바로 연결.'}, {title: '내장 포노 앰프', text: '별도 장비 없이 스피커에 연결.'}],
    specs: [['구동 방식', '벨트 드라이브'], ['속도', '33⅓ / 45 RPM'], ['출력', 'RCA, 블루투스 5.3'], ['크기', '420 × 350 × 115mm'], ['보증', '2년 무상 A/S']],
  },
  24: {
    colors: {bg: '#2d1e2f', ink: '#fbeee0', accent: '#ffd29d', soft: '#433045'}, script: 'latin', tone: 'elegant', photo: 'candle',
    brand: 'Hearth & Co.', headline: 'Fig & cedar', sub: 'Soy wax candle · 50-hour burn', price: '$34',
    info: '@hearth.home', cta: 'Evenings, slower',
  },
  25: {
    colors: {bg: '#fff1e0', ink: '#23364f', accent: '#3d5a80', soft: '#ffd3a3'}, script: 'latin', tone: 'friendly', photo: 'petbowl',
    brand: 'Happy Paws', headline: 'Dinner is served', sub: 'Grain-free kibble + ceramic bowl', price: '$39', big: '−20%',
    badge: 'First order −20%', cta: 'Shop now',
  },
  26: {
    colors: {bg: '#e8f1f2', ink: '#12344a', accent: '#247ba0', soft: '#c9dfe6'}, script: 'latin', tone: 'friendly', photo: 'stationery',
    brand: 'Paper Tide', headline: 'Plan the new year', sub: 'Cloth notebooks, pencils & weekly planners', price: 'from $18',
    info: 'Back-to-school week · Jan 6–12', badge: 'Personalised covers', cta: '@papertide',
  },
  27: {
    colors: {bg: '#1b0a12', ink: '#f7e9ee', accent: '#e0b1cb', soft: '#2e1220'}, script: 'kr', tone: 'elegant', photo: 'wine',
    brand: 'CHÂTEAU LUNE', headline: '달빛 아래 익어간\n보르도 레드', sub: 'Château Lune 2019 · 750ml', price: '68,000원',
    badge: 'BORDEAUX',
    points: [{title: '18개월 오크 숙성', text: '바닐라와 삼나무의 은은한 향.'}, {title: '블랙커런트와 자두', text: '부드러운 타닌과 긴 여운.'}, {title: '스테이크, 숙성 치즈와', text: '16~18℃에서 가장 좋습니다.'}],
    specs: [['품종', '메를로 70%, 카베르네 소비뇽 30%'], ['산지', '프랑스 보르도'], ['빈티지', '2019'], ['알코올', '13.5%'], ['용량', '750ml']],
  },
  28: {
    colors: {bg: '#101010', ink: '#ffffff', accent: '#ff3c38', soft: '#fff275'}, script: 'latin', tone: 'bold',
    brand: 'YOUR SHOP', headline: 'Black Friday', sub: 'Everything up to 50% off · 3 days only', big: '50%',
    info: 'Nov 28 – Dec 1', badge: 'Code FRIDAY50', cta: 'Shop the sale',
  },
};
