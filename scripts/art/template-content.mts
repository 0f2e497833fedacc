/**
 * The sample content of each template's design (what the buyer sees before the studio puts in
 * their own), in each of the shop's languages: used only by `npm run art:templates`
 * (scripts/art-templates.mts), which bakes the words into the pictures. Photographs are the shop's
 * own renders (public/photos, by name); a template without a fitting photograph is laid out in
 * type and colour alone rather than with a stand-in picture.
 *
 * Prices are example prices of the design's own offer and menu, in won; each market's render shows
 * them as the shop shows its own prices there: converted by the market's rate and rounded to its
 * price points (lib/money: derivedPrice), written by the shop's one money formatter (formatMoney).
 */
import type {Language} from '../../lib/i18n/languages.ts';

export type Script = 'latin' | 'kr' | 'jp' | 'sc';

/** The script each language is set in (its font and line breaking). */
export const SCRIPT: Record<Language, Script> = {en: 'latin', vi: 'latin', ko: 'kr', ja: 'jp', zh: 'sc'};

export interface Section {
  title: string;
  items: {name: string; note?: string; price: string}[];
}

/** A design page's words and prices in one language and currency: what the layouts draw. */
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

/** A design's words in one language (prices come from the design, in the market's currency). */
export interface Words {
  brand: string;
  headline: string;
  sub: string;
  big?: string;
  /** How the price reads when it is not the bare amount ("from {price}"). */
  priceLabel?: string;
  badge?: string;
  info?: string;
  cta?: string;
  /** The menu's sections, item for item as the design's `menu` prices. */
  sections?: {title: string; items: {name: string; note?: string}[]}[];
  points?: {title: string; text: string}[];
  specs?: [string, string][];
}

export interface Design {
  colors: Content['colors'];
  tone: Content['tone'];
  photo?: string;
  /** The offer's example price, in won. */
  price?: number;
  /** The menu's example prices, in won: one list per section of `words.*.sections`. */
  menu?: number[][];
  words: Record<Language, Words>;
}

/** Whether a design shows a price (its renders then differ by currency, not only by language). */
export function hasPrices(design: Design): boolean {
  return design.price !== undefined || Boolean(design.menu?.length);
}

/** One design's content in one language, its prices written by `money` (won in, the market's price out). */
export function contentFor(design: Design, lang: Language, money: (krw: number) => string): Content {
  const {priceLabel, sections, ...words} = design.words[lang];
  const menu = design.menu ?? [];
  if ((sections ?? []).length !== menu.length || (sections ?? []).some((s, n) => s.items.length !== menu[n]!.length)) {
    throw new Error(`The menu of "${design.words.en.brand}" in ${lang} does not match its prices`);
  }
  const price = design.price === undefined ? undefined : (priceLabel ?? '{price}').replace('{price}', money(design.price));
  return {
    colors: design.colors,
    tone: design.tone,
    photo: design.photo,
    script: SCRIPT[lang],
    ...words,
    price,
    sections: sections?.map((s, n) => ({title: s.title, items: s.items.map((item, i) => ({...item, price: money(menu[n]![i]!)}))})),
  };
}

export const DESIGNS: Record<number, Design> = {
  1: {
    colors: {bg: '#f6efe3', ink: '#3b1d0e', accent: '#a4411a', soft: '#ead9bf'},
    tone: 'elegant',
    menu: [
      [19_000, 15_000],
      [26_000, 22_000, 30_000, 27_000],
      [12_000, 11_000],
      [16_000, 14_000, 9_500],
    ],
    words: {
      en: {
        brand: 'Trattoria Basilico',
        headline: 'Pasta fatta a mano',
        sub: 'Fresh pasta rolled every morning',
        big: 'Pasta',
        info: 'Tue–Sun 11:30–22:00 · 12 Via Roma',
        cta: 'Book a table',
        sections: [
          {
            title: 'Antipasti',
            items: [
              {name: 'Burrata & heirloom tomato', note: 'basil oil, sea salt'},
              {name: 'Arancini al ragù', note: 'three, saffron rice'},
            ],
          },
          {
            title: 'Pasta',
            items: [
              {name: 'Tagliatelle al ragù', note: 'slow-cooked beef, parmigiano'},
              {name: 'Cacio e pepe', note: 'tonnarelli, pecorino, black pepper'},
              {name: 'Linguine alle vongole', note: 'clams, garlic, chilli'},
              {name: 'Pappardelle ai funghi', note: 'porcini, thyme, butter'},
            ],
          },
          {title: 'Dolci', items: [{name: 'Tiramisù della casa'}, {name: 'Panna cotta, berries'}]},
          {title: 'Vino', items: [{name: 'Chianti Classico, glass'}, {name: 'Prosecco, glass'}, {name: 'Limoncello'}]},
        ],
      },
      ko: {
        brand: 'Trattoria Basilico',
        headline: '매일 아침 손으로 빚는 파스타',
        sub: '생면 파스타 전문 트라토리아',
        big: '파스타',
        info: '화–일 11:30–22:00 · 로마길 12',
        cta: '테이블 예약하기',
        sections: [
          {
            title: '안티파스티',
            items: [
              {name: '부라타와 에어룸 토마토', note: '바질 오일, 천일염'},
              {name: '라구 아란치니', note: '3개, 사프란 라이스'},
            ],
          },
          {
            title: '파스타',
            items: [
              {name: '라구 탈리아텔레', note: '천천히 끓인 소고기, 파르미지아노'},
              {name: '카초 에 페페', note: '톤나렐리, 페코리노, 흑후추'},
              {name: '봉골레 링귀니', note: '바지락, 마늘, 페퍼론치노'},
              {name: '포르치니 파파르델레', note: '포르치니, 타임, 버터'},
            ],
          },
          {title: '디저트', items: [{name: '하우스 티라미수'}, {name: '베리 판나코타'}]},
          {title: '와인', items: [{name: '키안티 클라시코, 글라스'}, {name: '프로세코, 글라스'}, {name: '리몬첼로'}]},
        ],
      },
      ja: {
        brand: 'Trattoria Basilico',
        headline: '毎朝打つ、手打ちパスタ',
        sub: '生パスタのトラットリア',
        big: 'パスタ',
        info: '火–日 11:30–22:00 · ローマ通り12',
        cta: 'ご予約はこちら',
        sections: [
          {
            title: '前菜',
            items: [
              {name: 'ブッラータとトマト', note: 'バジルオイル、海塩'},
              {name: 'ラグーのアランチーニ', note: '3個、サフランライス'},
            ],
          },
          {
            title: 'パスタ',
            items: [
              {name: 'タリアテッレ・ラグー', note: '牛肉の煮込み、パルミジャーノ'},
              {name: 'カチョ・エ・ペペ', note: 'トンナレッリ、ペコリーノ、黒胡椒'},
              {name: 'ボンゴレ・リングイネ', note: 'あさり、にんにく、唐辛子'},
              {name: 'ポルチーニのパッパルデッレ', note: 'ポルチーニ、タイム、バター'},
            ],
          },
          {title: 'ドルチェ', items: [{name: '自家製ティラミス'}, {name: 'ベリーのパンナコッタ'}]},
          {title: 'ワイン', items: [{name: 'キャンティ・クラシコ グラス'}, {name: 'プロセッコ グラス'}, {name: 'リモンチェッロ'}]},
        ],
      },
      zh: {
        brand: 'Trattoria Basilico',
        headline: '每天清晨手工制作的意面',
        sub: '新鲜手擀意面 · 意式小馆',
        big: '意面',
        info: '周二至周日 11:30–22:00 · 罗马路12号',
        cta: '预订餐位',
        sections: [
          {
            title: '前菜',
            items: [
              {name: '布拉塔奶酪配传家番茄', note: '罗勒油、海盐'},
              {name: '肉酱炸饭团', note: '三个，藏红花米'},
            ],
          },
          {
            title: '意面',
            items: [
              {name: '肉酱宽面', note: '慢炖牛肉、帕玛森奶酪'},
              {name: '黑胡椒奶酪面', note: '佩科里诺奶酪、黑胡椒'},
              {name: '白葡萄酒蛤蜊扁面', note: '蛤蜊、大蒜、辣椒'},
              {name: '牛肝菌宽带面', note: '牛肝菌、百里香、黄油'},
            ],
          },
          {title: '甜点', items: [{name: '招牌提拉米苏'}, {name: '莓果意式奶冻'}]},
          {title: '葡萄酒', items: [{name: '经典基安蒂，单杯'}, {name: '普罗塞克起泡酒，单杯'}, {name: '柠檬甜酒'}]},
        ],
      },
      vi: {
        brand: 'Trattoria Basilico',
        headline: 'Mì Ý làm tay mỗi sáng',
        sub: 'Mì tươi cán mỗi buổi sáng',
        big: 'Pasta',
        info: 'Thứ Ba–CN 11:30–22:00 · 12 Via Roma',
        cta: 'Đặt bàn',
        sections: [
          {
            title: 'Khai vị',
            items: [
              {name: 'Burrata & cà chua', note: 'dầu húng quế, muối biển'},
              {name: 'Arancini sốt ragù', note: 'ba viên, cơm nghệ tây'},
            ],
          },
          {
            title: 'Mì Ý',
            items: [
              {name: 'Tagliatelle sốt ragù', note: 'bò hầm, phô mai parmigiano'},
              {name: 'Cacio e pepe', note: 'phô mai pecorino, tiêu đen'},
              {name: 'Linguine nghêu', note: 'nghêu, tỏi, ớt'},
              {name: 'Pappardelle nấm porcini', note: 'nấm porcini, cỏ xạ hương, bơ'},
            ],
          },
          {title: 'Tráng miệng', items: [{name: 'Tiramisù nhà làm'}, {name: 'Panna cotta dâu rừng'}]},
          {title: 'Rượu vang', items: [{name: 'Chianti Classico, ly'}, {name: 'Prosecco, ly'}, {name: 'Limoncello'}]},
        ],
      },
    },
  },
  2: {
    colors: {bg: '#14202b', ink: '#f3ede2', accent: '#e0614f', soft: '#223444'},
    tone: 'elegant',
    menu: [
      [12_000, 6_000, 5_000],
      [8_000, 4_500],
      [55_000, 80_000],
      [9_000, 3_000],
    ],
    words: {
      en: {
        brand: 'Sushi Shizuku',
        headline: 'Omakase & nigiri',
        sub: "Today's catch, from the morning market",
        big: 'Sushi',
        info: '17:00–23:00 · closed Mondays',
        cta: 'Reservations welcome',
        sections: [
          {
            title: 'Nigiri · two pieces',
            items: [
              {name: 'Otoro', note: 'fatty tuna'},
              {name: 'Madai', note: 'sea bream'},
              {name: 'Sake', note: 'salmon'},
            ],
          },
          {
            title: 'Rolls',
            items: [
              {name: 'Tekka maki', note: 'tuna roll'},
              {name: 'Kappa maki', note: 'cucumber roll'},
            ],
          },
          {title: 'Omakase', items: [{name: 'Ten pieces of the season'}, {name: 'Twelve pieces & clear soup'}]},
          {title: 'Drinks', items: [{name: 'Junmai ginjo sake, 180 ml'}, {name: 'Green tea'}]},
        ],
      },
      ko: {
        brand: '스시 시즈쿠',
        headline: '오마카세와 니기리',
        sub: '오늘 아침 들여온 제철 생선',
        big: '스시',
        info: '17:00–23:00 · 월요일 휴무',
        cta: '예약 받습니다',
        sections: [
          {
            title: '니기리 2피스',
            items: [
              {name: '오도로', note: '참치 대뱃살'},
              {name: '참돔', note: '마다이'},
              {name: '연어', note: '사케'},
            ],
          },
          {
            title: '마키',
            items: [
              {name: '참치 마키', note: '텟카마키'},
              {name: '오이 마키', note: '갓파마키'},
            ],
          },
          {title: '오마카세', items: [{name: '제철 10피스'}, {name: '특선 12피스와 맑은국'}]},
          {title: '음료', items: [{name: '준마이 긴조 사케 180ml'}, {name: '녹차'}]},
        ],
      },
      ja: {
        brand: '鮨 しずく',
        headline: 'おまかせと握り',
        sub: '本日の鮮魚 · 朝市から',
        big: '鮨',
        info: '17:00–23:00 · 定休日 月曜',
        cta: 'ご予約承ります',
        sections: [
          {title: '握り 二貫', items: [{name: '大とろ'}, {name: '真鯛'}, {name: 'サーモン'}]},
          {title: '巻物', items: [{name: '鉄火巻'}, {name: 'かっぱ巻'}]},
          {title: 'おまかせ', items: [{name: '季節の十貫'}, {name: '特上 十二貫と椀物'}]},
          {title: 'お飲み物', items: [{name: '純米吟醸 一合'}, {name: '緑茶'}]},
        ],
      },
      zh: {
        brand: '寿司 雫',
        headline: '主厨发办与握寿司',
        sub: '今日鲜鱼 · 清晨直送',
        big: '寿司',
        info: '17:00–23:00 · 周一休息',
        cta: '欢迎预订',
        sections: [
          {title: '握寿司 两贯', items: [{name: '大腹', note: '金枪鱼大腹'}, {name: '真鲷'}, {name: '三文鱼'}]},
          {title: '卷物', items: [{name: '金枪鱼卷'}, {name: '黄瓜卷'}]},
          {title: '主厨发办', items: [{name: '当季十贯'}, {name: '特选十二贯配清汤'}]},
          {title: '饮品', items: [{name: '纯米吟酿清酒 180ml'}, {name: '绿茶'}]},
        ],
      },
      vi: {
        brand: 'Sushi Shizuku',
        headline: 'Omakase & nigiri',
        sub: 'Cá tươi trong ngày từ chợ sáng',
        big: 'Sushi',
        info: '17:00–23:00 · nghỉ thứ Hai',
        cta: 'Nhận đặt bàn',
        sections: [
          {
            title: 'Nigiri · hai miếng',
            items: [
              {name: 'Otoro', note: 'bụng cá ngừ'},
              {name: 'Madai', note: 'cá tráp'},
              {name: 'Sake', note: 'cá hồi'},
            ],
          },
          {
            title: 'Cuộn',
            items: [
              {name: 'Tekka maki', note: 'cuộn cá ngừ'},
              {name: 'Kappa maki', note: 'cuộn dưa leo'},
            ],
          },
          {title: 'Omakase', items: [{name: 'Mười miếng theo mùa'}, {name: 'Mười hai miếng & canh'}]},
          {title: 'Đồ uống', items: [{name: 'Rượu sake junmai ginjo 180 ml'}, {name: 'Trà xanh'}]},
        ],
      },
    },
  },
  3: {
    colors: {bg: '#efe4d4', ink: '#2b1a12', accent: '#8a5a36', soft: '#e0cdb2'},
    tone: 'elegant',
    photo: 'coffee-after',
    price: 8_200,
    words: {
      en: {
        brand: 'Morning Roast',
        headline: 'Slow mornings, good coffee',
        sub: 'Oat latte & a macaron, every day before 11',
        badge: 'New season',
        info: 'Open daily 7:00–18:00 · 48 Elm Street',
        cta: 'Order ahead',
      },
      ko: {brand: 'Morning Roast', headline: '느린 아침, 좋은 커피', sub: '매일 오전 11시까지 오트 라테와 마카롱', badge: '새 시즌', info: '매일 7:00–18:00 · 느티나무길 48', cta: '미리 주문하기'},
      ja: {brand: 'Morning Roast', headline: 'ゆっくりの朝に、いいコーヒーを', sub: 'オーツラテとマカロン、毎日11時まで', badge: '新シーズン', info: '毎日 7:00–18:00 · 欅通り48', cta: '事前注文'},
      zh: {brand: 'Morning Roast', headline: '慢慢的早晨，好好的咖啡', sub: '燕麦拿铁配马卡龙，每天11点前', badge: '新季上市', info: '每天 7:00–18:00 · 榆树街48号', cta: '提前下单'},
      vi: {
        brand: 'Morning Roast',
        headline: 'Sáng thong thả, cà phê ngon',
        sub: 'Latte yến mạch & macaron, mỗi ngày trước 11 giờ',
        badge: 'Mùa mới',
        info: 'Mở cửa 7:00–18:00 · 48 Elm Street',
        cta: 'Đặt trước',
      },
    },
  },
  4: {
    colors: {bg: '#ffd166', ink: '#3a0d3c', accent: '#c2457a', soft: '#ff9fb8'},
    tone: 'friendly',
    price: 16_000,
    words: {
      en: {brand: 'Bowl Club', headline: 'Açaí, mango & crunch', sub: 'Build your bowl: 3 fruits, 2 toppings', big: 'BOWL', badge: 'Vegan', info: '@bowlclub', cta: 'Order on the app'},
      ko: {brand: 'Bowl Club', headline: '아사이, 망고, 바삭한 토핑', sub: '과일 3가지와 토핑 2가지로 나만의 볼', big: 'BOWL', badge: '비건', info: '@bowlclub', cta: '앱으로 주문하기'},
      ja: {brand: 'Bowl Club', headline: 'アサイー、マンゴー、ザクザク', sub: 'フルーツ3種とトッピング2種で自分だけのボウル', big: 'BOWL', badge: 'ヴィーガン', info: '@bowlclub', cta: 'アプリで注文'},
      zh: {brand: 'Bowl Club', headline: '巴西莓、芒果与脆脆', sub: '自选3种水果和2种配料', big: 'BOWL', badge: '纯素', info: '@bowlclub', cta: '在App下单'},
      vi: {brand: 'Bowl Club', headline: 'Açaí, xoài & hạt giòn', sub: 'Tự chọn bát: 3 loại trái cây, 2 topping', big: 'BOWL', badge: 'Thuần chay', info: '@bowlclub', cta: 'Đặt trên ứng dụng'},
    },
  },
  5: {
    colors: {bg: '#1c0a0a', ink: '#fff4e6', accent: '#ff8a3d', soft: '#3a1414'},
    tone: 'bold',
    price: 89_000,
    menu: [[32_000, 18_000, 7_000, 9_000]],
    words: {
      en: {
        brand: 'Hanwoo House',
        headline: 'Korean beef over real charcoal',
        sub: 'Ribeye · skirt · rib finger · 600 g',
        big: 'Hanwoo',
        badge: 'Set for two',
        info: 'Daily 16:00–24:00 · bookings 02-123-4567',
        cta: 'Book a table',
        sections: [{title: 'Menu', items: [{name: 'Hanwoo ribeye 150 g'}, {name: 'Marinated pork ribs 250 g'}, {name: 'Soybean paste stew'}, {name: 'Cold buckwheat noodles'}]}],
      },
      ko: {
        brand: '숯불 한우명가',
        headline: '참숯에 굽는 한우 모둠',
        sub: '꽃등심 · 안창살 · 갈비살 600g',
        big: '한우',
        badge: '2인 세트',
        info: '매일 16:00–24:00 · 예약 02-123-4567',
        cta: '예약하기',
        sections: [{title: '메뉴', items: [{name: '한우 꽃등심 150g'}, {name: '양념 돼지갈비 250g'}, {name: '된장찌개'}, {name: '물냉면'}]}],
      },
      ja: {
        brand: '炭火 韓牛名家',
        headline: '備長炭で焼く韓牛盛り合わせ',
        sub: 'リブロース · ハラミ · 中落ちカルビ 600g',
        big: '韓牛',
        badge: '2名様セット',
        info: '毎日 16:00–24:00 · ご予約 02-123-4567',
        cta: 'ご予約',
        sections: [{title: 'メニュー', items: [{name: '韓牛リブロース 150g'}, {name: '味付け豚カルビ 250g'}, {name: 'テンジャンチゲ'}, {name: '水冷麺'}]}],
      },
      zh: {
        brand: '炭火韩牛名家',
        headline: '炭火现烤韩牛拼盘',
        sub: '肋眼 · 牛横膈 · 牛肋条 600克',
        big: '韩牛',
        badge: '双人套餐',
        info: '每天 16:00–24:00 · 订座 02-123-4567',
        cta: '立即订座',
        sections: [{title: '菜单', items: [{name: '韩牛肋眼 150克'}, {name: '秘制猪排骨 250克'}, {name: '大酱汤'}, {name: '韩式冷面'}]}],
      },
      vi: {
        brand: 'Hanwoo House',
        headline: 'Bò Hàn nướng than hồng',
        sub: 'Thăn lưng · diềm thăn · sườn bò 600 g',
        big: 'Hanwoo',
        badge: 'Set cho hai người',
        info: 'Hằng ngày 16:00–24:00 · đặt bàn 02-123-4567',
        cta: 'Đặt bàn',
        sections: [{title: 'Thực đơn', items: [{name: 'Thăn lưng bò Hanwoo 150 g'}, {name: 'Sườn heo ướp 250 g'}, {name: 'Canh tương đậu'}, {name: 'Mì lạnh Hàn Quốc'}]}],
      },
    },
  },
  6: {
    colors: {bg: '#f8ece3', ink: '#5a2e24', accent: '#c9705a', soft: '#f1d6c8'},
    tone: 'elegant',
    photo: 'macarons',
    price: 19_000,
    words: {
      en: {brand: 'Petit Four', headline: 'Pastel macarons', sub: 'Box of six · raspberry, pistachio, vanilla', badge: 'Baked today', info: '@petitfour.bakery', cta: 'Pre-order for the weekend'},
      ko: {brand: 'Petit Four', headline: '파스텔 마카롱', sub: '6구 박스 · 라즈베리, 피스타치오, 바닐라', badge: '오늘 구운', info: '@petitfour.bakery', cta: '주말 예약 주문'},
      ja: {brand: 'Petit Four', headline: 'パステルマカロン', sub: '6個入り · フランボワーズ、ピスタチオ、バニラ', badge: '本日焼き上げ', info: '@petitfour.bakery', cta: '週末分をご予約'},
      zh: {brand: 'Petit Four', headline: '马卡龙缤纷礼盒', sub: '六枚装 · 覆盆子、开心果、香草', badge: '今日现烤', info: '@petitfour.bakery', cta: '预订周末取货'},
      vi: {brand: 'Petit Four', headline: 'Macaron màu pastel', sub: 'Hộp sáu chiếc · mâm xôi, hồ trăn, vani', badge: 'Nướng hôm nay', info: '@petitfour.bakery', cta: 'Đặt trước cho cuối tuần'},
    },
  },
  7: {
    colors: {bg: '#e9f3e6', ink: '#1d3b2f', accent: '#3f7d5c', soft: '#f7e1b5'},
    tone: 'friendly',
    price: 3_500,
    words: {
      en: {
        brand: 'TEA LAB',
        headline: 'Brown sugar pearl milk',
        sub: 'Fresh milk, chewy pearls · large 700 ml',
        big: 'Boba',
        badge: 'Second cup half price',
        info: 'Delivery · pick up in store',
        cta: 'Order now',
      },
      ko: {brand: '차연 TEA LAB', headline: '흑당 버블 밀크', sub: '생우유와 쫀득한 펄 · 라지 700ml', big: '흑당', badge: '두 번째 잔 반값', info: '배달 · 매장 픽업', cta: '지금 주문하기'},
      ja: {
        brand: '茶研 TEA LAB',
        headline: '黒糖タピオカミルク',
        sub: '生乳ともちもちタピオカ · Lサイズ 700ml',
        big: 'タピオカ',
        badge: '2杯目半額',
        info: 'デリバリー · 店頭受け取り',
        cta: '今すぐ注文',
      },
      zh: {brand: '茶研 TEA LAB', headline: '黑糖珍珠鲜奶', sub: '鲜牛奶配Q弹珍珠 · 大杯 700ml', big: '珍珠', badge: '第二杯半价', info: '外卖 · 到店自取', cta: '立即下单'},
      vi: {
        brand: 'TEA LAB',
        headline: 'Sữa tươi trân châu đường đen',
        sub: 'Sữa tươi, trân châu dẻo · size lớn 700 ml',
        big: 'Boba',
        badge: 'Ly thứ hai giảm nửa giá',
        info: 'Giao hàng · nhận tại quán',
        cta: 'Đặt ngay',
      },
    },
  },
  8: {
    colors: {bg: '#151515', ink: '#fff8e1', accent: '#ffcf56', soft: '#2a2a2a'},
    tone: 'bold',
    menu: [
      [18_000, 22_000, 23_000],
      [26_000, 25_000],
      [8_000, 12_000, 9_500, 5_500],
    ],
    words: {
      en: {
        brand: 'Forno Night',
        headline: 'Wood-fired pizza',
        sub: '72-hour dough · 450 °C oven',
        big: 'PIZZA',
        info: 'Thu–Sun 17:00–late · delivery till 23:30',
        cta: 'Scan to order',
        sections: [
          {
            title: 'Classics',
            items: [
              {name: 'Margherita', note: 'San Marzano, fior di latte, basil'},
              {name: 'Diavola', note: 'spicy salami, chilli honey'},
              {name: 'Quattro formaggi', note: 'gorgonzola, taleggio, parmigiano'},
            ],
          },
          {title: 'Specials', items: [{name: 'Truffle & mushroom', note: 'white base, thyme'}, {name: 'Nduja & burrata'}]},
          {title: 'Sides & drinks', items: [{name: 'Garlic knots'}, {name: 'Caesar salad'}, {name: 'Craft lager'}, {name: 'Lemon soda'}]},
        ],
      },
      ko: {
        brand: 'Forno Night',
        headline: '화덕에 굽는 피자',
        sub: '72시간 숙성 도우 · 450℃ 화덕',
        big: 'PIZZA',
        info: '목–일 17:00부터 늦게까지 · 배달 23:30까지',
        cta: 'QR로 주문하기',
        sections: [
          {
            title: '클래식',
            items: [
              {name: '마르게리타', note: '산마르자노 토마토, 생모차렐라, 바질'},
              {name: '디아볼라', note: '매콤한 살라미, 칠리 꿀'},
              {name: '콰트로 포르마지', note: '고르곤졸라, 탈레지오, 파르미지아노'},
            ],
          },
          {title: '스페셜', items: [{name: '트러플 머쉬룸', note: '화이트 소스, 타임'}, {name: '은두야 부라타'}]},
          {title: '사이드 & 음료', items: [{name: '갈릭 노트'}, {name: '시저 샐러드'}, {name: '수제 라거'}, {name: '레몬 소다'}]},
        ],
      },
      ja: {
        brand: 'Forno Night',
        headline: '薪窯で焼くピッツァ',
        sub: '72時間熟成の生地 · 450℃の窯',
        big: 'PIZZA',
        info: '木–日 17:00から深夜まで · 配達は23:30まで',
        cta: 'QRで注文',
        sections: [
          {
            title: '定番',
            items: [
              {name: 'マルゲリータ', note: 'サンマルツァーノ、モッツァレラ、バジル'},
              {name: 'ディアボラ', note: 'ピリ辛サラミ、チリハニー'},
              {name: 'クアトロ・フォルマッジ', note: 'ゴルゴンゾーラ、タレッジョ、パルミジャーノ'},
            ],
          },
          {title: 'スペシャル', items: [{name: 'トリュフときのこ', note: 'ホワイトソース、タイム'}, {name: 'ンドゥイヤとブッラータ'}]},
          {title: 'サイド & ドリンク', items: [{name: 'ガーリックノット'}, {name: 'シーザーサラダ'}, {name: 'クラフトラガー'}, {name: 'レモンソーダ'}]},
        ],
      },
      zh: {
        brand: 'Forno Night',
        headline: '柴火窑烤披萨',
        sub: '72小时发酵面团 · 450℃窑炉',
        big: 'PIZZA',
        info: '周四至周日 17:00起营业至深夜 · 外卖至23:30',
        cta: '扫码点单',
        sections: [
          {
            title: '经典',
            items: [
              {name: '玛格丽特', note: '圣马扎诺番茄、鲜马苏里拉、罗勒'},
              {name: '魔鬼辣肠', note: '辣味萨拉米、辣椒蜂蜜'},
              {name: '四重奶酪', note: '戈贡佐拉、塔雷吉欧、帕玛森'},
            ],
          },
          {title: '特色', items: [{name: '松露蘑菇', note: '白酱底、百里香'}, {name: '辣肉酱配布拉塔'}]},
          {title: '小食与饮品', items: [{name: '蒜香面包结'}, {name: '凯撒沙拉'}, {name: '精酿拉格'}, {name: '柠檬苏打'}]},
        ],
      },
      vi: {
        brand: 'Forno Night',
        headline: 'Pizza nướng lò củi',
        sub: 'Bột ủ 72 giờ · lò 450 °C',
        big: 'PIZZA',
        info: 'Thứ Năm–CN 17:00 đến khuya · giao hàng đến 23:30',
        cta: 'Quét mã để gọi món',
        sections: [
          {
            title: 'Kinh điển',
            items: [
              {name: 'Margherita', note: 'cà chua San Marzano, mozzarella, húng quế'},
              {name: 'Diavola', note: 'xúc xích cay, mật ong ớt'},
              {name: 'Bốn loại phô mai', note: 'gorgonzola, taleggio, parmigiano'},
            ],
          },
          {title: 'Đặc biệt', items: [{name: 'Nấm & nấm truffle', note: 'sốt trắng, cỏ xạ hương'}, {name: 'Nduja & burrata'}]},
          {title: 'Món phụ & đồ uống', items: [{name: 'Bánh mì nút tỏi'}, {name: 'Salad Caesar'}, {name: 'Bia lager thủ công'}, {name: 'Soda chanh'}]},
        ],
      },
    },
  },
  10: {
    colors: {bg: '#0d0d12', ink: '#f4efe3', accent: '#d4af37', soft: '#1c1a24'},
    tone: 'elegant',
    photo: 'noir',
    price: 128_000,
    words: {
      en: {
        brand: 'MAISON NOIR',
        headline: 'The black essence that\nrestores density',
        sub: 'Black Essence 50 ml',
        badge: 'PREMIUM',
        points: [
          {title: 'Firmer in seven days', text: 'Fermented black yeast fills in the skin barrier.'},
          {title: 'Light, fast absorption', text: 'A silk texture that sinks in without stickiness.'},
          {title: 'Dermatologist tested', text: 'Certified low-irritation for sensitive skin.'},
        ],
        specs: [
          ['Size', '50 ml'],
          ['Skin type', 'All skin types'],
          ['Key ingredients', 'Fermented black yeast, niacinamide'],
          ['How to use', '2–3 drops, morning and night'],
          ['Made in', 'South Korea'],
        ],
      },
      ko: {
        brand: 'MAISON NOIR',
        headline: '피부 본연의 밀도를 채우는\n블랙 에센스',
        sub: 'Black Essence 50ml',
        badge: 'PREMIUM',
        points: [
          {title: '7일 만에 느끼는 탄력', text: '흑효모 발효 성분이 피부 장벽을 촘촘하게 채워줍니다.'},
          {title: '무겁지 않은 흡수감', text: '끈적임 없이 스며드는 실크 텍스처.'},
          {title: '피부과 테스트 완료', text: '민감 피부 저자극 인증.'},
        ],
        specs: [
          ['용량', '50ml'],
          ['피부 타입', '모든 피부'],
          ['주요 성분', '흑효모 발효물, 나이아신아마이드'],
          ['사용법', '아침·저녁 2~3방울'],
          ['제조국', '대한민국'],
        ],
      },
      ja: {
        brand: 'MAISON NOIR',
        headline: '肌本来の密度を満たす\nブラックエッセンス',
        sub: 'Black Essence 50ml',
        badge: 'PREMIUM',
        points: [
          {title: '7日で実感するハリ', text: '黒酵母発酵成分が肌のバリアをすき間なく満たします。'},
          {title: '重くない浸透感', text: 'べたつかずになじむシルクテクスチャー。'},
          {title: '皮膚科テスト済み', text: '敏感肌向け低刺激認証。'},
        ],
        specs: [
          ['容量', '50ml'],
          ['肌タイプ', 'すべての肌'],
          ['主な成分', '黒酵母発酵液、ナイアシンアミド'],
          ['使い方', '朝晩2〜3滴'],
          ['製造国', '韓国'],
        ],
      },
      zh: {
        brand: 'MAISON NOIR',
        headline: '填补肌肤本真密度的\n黑精华',
        sub: 'Black Essence 50ml',
        badge: 'PREMIUM',
        points: [
          {title: '7天感受紧致', text: '黑酵母发酵成分细密填补肌肤屏障。'},
          {title: '轻盈好吸收', text: '不黏腻的丝滑质地。'},
          {title: '皮肤科测试', text: '敏感肌低刺激认证。'},
        ],
        specs: [
          ['容量', '50ml'],
          ['肤质', '所有肤质'],
          ['主要成分', '黑酵母发酵物、烟酰胺'],
          ['用法', '早晚各2–3滴'],
          ['产地', '韩国'],
        ],
      },
      vi: {
        brand: 'MAISON NOIR',
        headline: 'Tinh chất đen\nlấp đầy độ săn chắc của da',
        sub: 'Black Essence 50 ml',
        badge: 'PREMIUM',
        points: [
          {title: 'Săn chắc sau bảy ngày', text: 'Men đen lên men củng cố hàng rào bảo vệ da.'},
          {title: 'Thấm nhanh, nhẹ mặt', text: 'Kết cấu lụa thấm ngay, không bết dính.'},
          {title: 'Đã kiểm nghiệm da liễu', text: 'Chứng nhận ít kích ứng cho da nhạy cảm.'},
        ],
        specs: [
          ['Dung tích', '50 ml'],
          ['Loại da', 'Mọi loại da'],
          ['Thành phần chính', 'Men đen lên men, niacinamide'],
          ['Cách dùng', '2–3 giọt sáng và tối'],
          ['Xuất xứ', 'Hàn Quốc'],
        ],
      },
    },
  },
  11: {
    colors: {bg: '#dff4ff', ink: '#0b3b5c', accent: '#1b6fa8', soft: '#b9e3fa'},
    tone: 'friendly',
    price: 38_000,
    words: {
      en: {brand: 'AQUA LAB', headline: '72-hour hydration', sub: 'Hyaluronic water gel · 50 ml', big: 'H₂O', badge: 'Dermatologist tested', info: '@aqualab.skin', cta: 'Shop now'},
      ko: {brand: 'AQUA LAB', headline: '72시간 지속 보습', sub: '히알루론산 수분 젤 · 50ml', big: 'H₂O', badge: '피부과 테스트 완료', info: '@aqualab.skin', cta: '지금 구매하기'},
      ja: {brand: 'AQUA LAB', headline: '72時間続くうるおい', sub: 'ヒアルロン酸ウォータージェル · 50ml', big: 'H₂O', badge: '皮膚科テスト済み', info: '@aqualab.skin', cta: '今すぐ購入'},
      zh: {brand: 'AQUA LAB', headline: '72小时持续补水', sub: '玻尿酸水凝胶 · 50ml', big: 'H₂O', badge: '皮肤科测试', info: '@aqualab.skin', cta: '立即购买'},
      vi: {brand: 'AQUA LAB', headline: 'Cấp ẩm 72 giờ', sub: 'Gel nước hyaluronic · 50 ml', big: 'H₂O', badge: 'Đã kiểm nghiệm da liễu', info: '@aqualab.skin', cta: 'Mua ngay'},
    },
  },
  12: {
    colors: {bg: '#e3f7ef', ink: '#0f3d2c', accent: '#1f7a5a', soft: '#bfead8'},
    tone: 'friendly',
    photo: 'mint',
    price: 24_000,
    words: {
      en: {brand: 'minty', headline: 'Mint soothing cream', sub: 'Cools heat · gentle · vegan', badge: 'NEW', info: '@minty.official'},
      ko: {brand: 'minty', headline: '민트 수딩 크림', sub: '열감 진정 · 저자극 · 비건', badge: 'NEW', info: '@minty.official'},
      ja: {brand: 'minty', headline: 'ミント スージングクリーム', sub: 'ほてりを鎮静 · 低刺激 · ヴィーガン', badge: 'NEW', info: '@minty.official'},
      zh: {brand: 'minty', headline: '薄荷舒缓霜', sub: '镇静泛红 · 低刺激 · 纯素', badge: 'NEW', info: '@minty.official'},
      vi: {brand: 'minty', headline: 'Kem dịu da bạc hà', sub: 'Làm mát da · dịu nhẹ · thuần chay', badge: 'NEW', info: '@minty.official'},
    },
  },
  13: {
    colors: {bg: '#f1f4e6', ink: '#1f3320', accent: '#4f7d3a', soft: '#dfe8c8'},
    tone: 'elegant',
    photo: 'cleanser-after',
    price: 32_000,
    words: {
      en: {
        brand: 'GREEN RITUAL',
        headline: 'A gentle cleanse,\ngrown from plants',
        sub: 'Botanical Gel Cleanser 200 ml',
        badge: 'VEGAN',
        points: [
          {title: '97% natural origin', text: 'Centella and green tea lift away impurities without irritation.'},
          {title: 'Low pH 5.5', text: 'Skin stays soft, never tight, after washing.'},
          {title: 'Certified vegan', text: 'No animal ingredients and no animal testing.'},
        ],
        specs: [
          ['Size', '200 ml'],
          ['Skin type', 'Sensitive and oily skin'],
          ['Key ingredients', 'Centella, green tea, aloe'],
          ['How to use', 'Lather on a damp face, rinse'],
          ['Certified', 'Vegan · low-irritation tested'],
        ],
      },
      ko: {
        brand: 'GREEN RITUAL',
        headline: '식물에서 온\n순한 클렌징',
        sub: 'Botanical Gel Cleanser 200ml',
        badge: 'VEGAN',
        points: [
          {title: '97% 자연 유래 성분', text: '병풀과 녹차 추출물이 자극 없이 노폐물을 씻어냅니다.'},
          {title: '약산성 pH 5.5', text: '세안 후에도 당기지 않는 촉촉함.'},
          {title: '비건 인증', text: '동물 유래 성분과 동물 실험 없이 만들었습니다.'},
        ],
        specs: [
          ['용량', '200ml'],
          ['피부 타입', '민감·지성 피부'],
          ['주요 성분', '병풀, 녹차, 알로에'],
          ['사용법', '젖은 얼굴에 거품 내어 세안'],
          ['인증', '비건 · 저자극 테스트'],
        ],
      },
      ja: {
        brand: 'GREEN RITUAL',
        headline: '植物から生まれた\nやさしいクレンジング',
        sub: 'Botanical Gel Cleanser 200ml',
        badge: 'VEGAN',
        points: [
          {title: '自然由来成分97%', text: 'ツボクサと緑茶エキスが刺激なく汚れを洗い流します。'},
          {title: '弱酸性 pH 5.5', text: '洗顔後もつっぱらないしっとり感。'},
          {title: 'ヴィーガン認証', text: '動物由来成分・動物実験なしでつくりました。'},
        ],
        specs: [
          ['容量', '200ml'],
          ['肌タイプ', '敏感肌・脂性肌'],
          ['主な成分', 'ツボクサ、緑茶、アロエ'],
          ['使い方', 'ぬれた顔に泡立てて洗顔'],
          ['認証', 'ヴィーガン · 低刺激テスト'],
        ],
      },
      zh: {
        brand: 'GREEN RITUAL',
        headline: '源自植物的\n温和洁面',
        sub: 'Botanical Gel Cleanser 200ml',
        badge: 'VEGAN',
        points: [
          {title: '97%天然来源成分', text: '积雪草与绿茶提取物温和带走污垢。'},
          {title: '弱酸性 pH 5.5', text: '洗后不紧绷，水润柔软。'},
          {title: '纯素认证', text: '不含动物成分，不做动物实验。'},
        ],
        specs: [
          ['容量', '200ml'],
          ['肤质', '敏感肌、油性肌'],
          ['主要成分', '积雪草、绿茶、芦荟'],
          ['用法', '湿脸打出泡沫后清洗'],
          ['认证', '纯素 · 低刺激测试'],
        ],
      },
      vi: {
        brand: 'GREEN RITUAL',
        headline: 'Làm sạch dịu nhẹ\ntừ thực vật',
        sub: 'Botanical Gel Cleanser 200 ml',
        badge: 'VEGAN',
        points: [
          {title: '97% thành phần tự nhiên', text: 'Rau má và trà xanh cuốn trôi bụi bẩn mà không gây kích ứng.'},
          {title: 'pH 5,5 dịu nhẹ', text: 'Da mềm, không căng rít sau khi rửa.'},
          {title: 'Chứng nhận thuần chay', text: 'Không thành phần động vật, không thử nghiệm trên động vật.'},
        ],
        specs: [
          ['Dung tích', '200 ml'],
          ['Loại da', 'Da nhạy cảm và da dầu'],
          ['Thành phần chính', 'Rau má, trà xanh, lô hội'],
          ['Cách dùng', 'Tạo bọt trên da ướt rồi rửa sạch'],
          ['Chứng nhận', 'Thuần chay · ít kích ứng'],
        ],
      },
    },
  },
  14: {
    colors: {bg: '#2a1020', ink: '#fbe9f1', accent: '#f6c1d6', soft: '#4a1c36'},
    tone: 'elegant',
    photo: 'perfume-after',
    price: 126_000,
    words: {
      en: {brand: 'ROSE NOIR', headline: 'Eau de Parfum', sub: 'Damask rose, pink pepper, musk', badge: 'Limited edition', cta: 'Discover'},
      ko: {brand: 'ROSE NOIR', headline: '오 드 퍼퓸', sub: '다마스크 로즈, 핑크 페퍼, 머스크', badge: '한정판', cta: '자세히 보기'},
      ja: {brand: 'ROSE NOIR', headline: 'オードパルファム', sub: 'ダマスクローズ、ピンクペッパー、ムスク', badge: '限定品', cta: '詳しく見る'},
      zh: {brand: 'ROSE NOIR', headline: '浓香水', sub: '大马士革玫瑰、粉红胡椒、麝香', badge: '限量版', cta: '探索'},
      vi: {brand: 'ROSE NOIR', headline: 'Eau de Parfum', sub: 'Hồng Damask, tiêu hồng, xạ hương', badge: 'Phiên bản giới hạn', cta: 'Khám phá'},
    },
  },
  15: {
    colors: {bg: '#fbe3e1', ink: '#5e0f1f', accent: '#a3213a', soft: '#f4c2bd'},
    tone: 'bold',
    photo: 'lipstick',
    price: 33_000,
    words: {
      en: {brand: 'ROUGE', headline: 'Velvet Matte', sub: 'Eight shades that stay all day', badge: 'Shade 04 · Cherry', cta: 'Find your shade'},
      ko: {brand: 'ROUGE', headline: '벨벳 매트', sub: '하루 종일 지속되는 8가지 컬러', badge: '04 체리', cta: '내 컬러 찾기'},
      ja: {brand: 'ROUGE', headline: 'ベルベットマット', sub: '一日中続く8色', badge: '04 チェリー', cta: '似合う色を探す'},
      zh: {brand: 'ROUGE', headline: '丝绒哑光', sub: '八种色号，整日持妆', badge: '04号 樱桃红', cta: '找到你的色号'},
      vi: {brand: 'ROUGE', headline: 'Velvet Matte', sub: 'Tám sắc son bền màu cả ngày', badge: 'Màu 04 · Anh đào', cta: 'Tìm màu của bạn'},
    },
  },
  16: {
    colors: {bg: '#111111', ink: '#f2f2f2', accent: '#ff4d2e', soft: '#262626'},
    tone: 'bold',
    words: {
      en: {
        brand: 'CONCRETE',
        headline: 'DROP 07',
        sub: 'Heavyweight hoodies · cargo · caps',
        big: 'STREET',
        info: 'Sat 12.14 · 12:00 · online & Seongsu store',
        badge: 'Limited 300 pcs',
        cta: '@concrete.wear',
      },
      ko: {brand: 'CONCRETE', headline: 'DROP 07', sub: '헤비웨이트 후디 · 카고 · 캡', big: 'STREET', info: '12.14(토) 12:00 · 온라인 & 성수 매장', badge: '한정 300장', cta: '@concrete.wear'},
      ja: {
        brand: 'CONCRETE',
        headline: 'DROP 07',
        sub: 'ヘビーウェイトパーカー · カーゴ · キャップ',
        big: 'STREET',
        info: '12.14(土) 12:00 · オンライン & 聖水店',
        badge: '限定300着',
        cta: '@concrete.wear',
      },
      zh: {brand: 'CONCRETE', headline: 'DROP 07', sub: '重磅卫衣 · 工装裤 · 棒球帽', big: 'STREET', info: '12月14日(周六) 12:00 · 线上与圣水店', badge: '限量300件', cta: '@concrete.wear'},
      vi: {
        brand: 'CONCRETE',
        headline: 'DROP 07',
        sub: 'Hoodie dày dặn · quần túi hộp · mũ',
        big: 'STREET',
        info: 'Thứ Bảy 14.12 · 12:00 · online & cửa hàng Seongsu',
        badge: 'Giới hạn 300 chiếc',
        cta: '@concrete.wear',
      },
    },
  },
  17: {
    colors: {bg: '#efe9e1', ink: '#3b3027', accent: '#8b6f52', soft: '#ddd2c3'},
    tone: 'elegant',
    price: 165_000,
    words: {
      en: {brand: 'Field & Wool', headline: 'The quiet knit', sub: 'Merino crew · oat, charcoal, moss', big: 'Knit', info: 'Hand wash cold · lay flat to dry', cta: 'Autumn collection'},
      ko: {brand: 'Field & Wool', headline: '조용한 니트', sub: '메리노 크루넥 · 오트, 차콜, 모스', big: 'Knit', info: '찬물 손세탁 · 뉘어서 건조', cta: '가을 컬렉션'},
      ja: {brand: 'Field & Wool', headline: '静かなニット', sub: 'メリノのクルーネック · オート、チャコール、モス', big: 'Knit', info: '冷水で手洗い · 平干し', cta: '秋のコレクション'},
      zh: {brand: 'Field & Wool', headline: '安静的针织', sub: '美利奴圆领毛衣 · 燕麦色、炭灰、苔绿', big: 'Knit', info: '冷水手洗 · 平铺晾干', cta: '秋季系列'},
      vi: {
        brand: 'Field & Wool',
        headline: 'Chiếc áo len dịu dàng',
        sub: 'Áo cổ tròn merino · yến mạch, than chì, rêu',
        big: 'Knit',
        info: 'Giặt tay nước lạnh · phơi phẳng',
        cta: 'Bộ sưu tập mùa thu',
      },
    },
  },
  18: {
    colors: {bg: '#0b1e3f', ink: '#f2f2f2', accent: '#ffd23f', soft: '#173363'},
    tone: 'bold',
    price: 190_000,
    words: {
      en: {brand: 'STRIDE', headline: 'Run lighter', sub: 'Stride Air 2 · 198 g · sizes 230–300', big: 'AIR 2', badge: 'New colourway', cta: 'Shop the drop'},
      ko: {brand: 'STRIDE', headline: '더 가볍게 달리다', sub: 'Stride Air 2 · 198g · 230–300 사이즈', big: 'AIR 2', badge: '새 컬러', cta: '지금 만나보기'},
      ja: {brand: 'STRIDE', headline: 'もっと軽く走ろう', sub: 'Stride Air 2 · 198g · 23.0–30.0cm', big: 'AIR 2', badge: '新色', cta: '今すぐチェック'},
      zh: {brand: 'STRIDE', headline: '跑得更轻盈', sub: 'Stride Air 2 · 198克 · 230–300码', big: 'AIR 2', badge: '全新配色', cta: '立即选购'},
      vi: {brand: 'STRIDE', headline: 'Chạy nhẹ hơn', sub: 'Stride Air 2 · 198 g · cỡ 230–300', big: 'AIR 2', badge: 'Phối màu mới', cta: 'Mua ngay'},
    },
  },
  19: {
    colors: {bg: '#f5ede1', ink: '#2b2118', accent: '#7a5c3e', soft: '#e6d6bf'},
    tone: 'elegant',
    price: 289_000,
    words: {
      en: {
        brand: 'ATELIER SOL',
        headline: 'A vegetable-leather tote\nfor every day',
        sub: 'Daily Tote · Cognac',
        big: 'Leather',
        badge: 'HANDMADE',
        points: [
          {title: 'Italian vegetable leather', text: 'Its colour and sheen deepen the more you use it.'},
          {title: 'Fits a 13-inch laptop', text: 'Three inside pockets and one zip pocket.'},
          {title: 'Hand-stitched', text: 'Corners sewn stitch by stitch to last.'},
        ],
        specs: [
          ['Size', 'W 36 × H 28 × D 12 cm'],
          ['Weight', '780 g'],
          ['Material', 'Cowhide, vegetable-tanned'],
          ['Colours', 'Cognac, black, olive'],
          ['Care', 'Leather cream once a month'],
        ],
      },
      ko: {
        brand: 'ATELIER SOL',
        headline: '매일 들기 좋은\n베지터블 레더 토트',
        sub: 'Daily Tote · Cognac',
        big: 'Leather',
        badge: 'HANDMADE',
        points: [
          {title: '이탈리아 베지터블 레더', text: '쓸수록 깊어지는 색과 윤기.'},
          {title: '13인치 노트북 수납', text: '내부 포켓 3개와 지퍼 포켓 1개.'},
          {title: '장인의 손바느질', text: '한 땀씩 꿰맨 모서리는 오래 갑니다.'},
        ],
        specs: [
          ['크기', '가로 36 × 세로 28 × 폭 12cm'],
          ['무게', '780g'],
          ['소재', '소가죽 (베지터블 태닝)'],
          ['색상', '코냑, 블랙, 올리브'],
          ['관리', '전용 크림으로 월 1회'],
        ],
      },
      ja: {
        brand: 'ATELIER SOL',
        headline: '毎日持ちたい\nヌメ革のトート',
        sub: 'Daily Tote · Cognac',
        big: 'Leather',
        badge: 'HANDMADE',
        points: [
          {title: 'イタリアンヌメ革', text: '使うほどに深まる色とツヤ。'},
          {title: '13インチPCが入る', text: '内ポケット3つとファスナーポケット1つ。'},
          {title: '職人の手縫い', text: '一針ずつ縫った角は長持ちします。'},
        ],
        specs: [
          ['サイズ', '幅36 × 高さ28 × マチ12cm'],
          ['重さ', '780g'],
          ['素材', '牛革（ベジタブルタンニン鞣し）'],
          ['カラー', 'コニャック、ブラック、オリーブ'],
          ['お手入れ', '専用クリームで月1回'],
        ],
      },
      zh: {
        brand: 'ATELIER SOL',
        headline: '每天都想背的\n植鞣皮托特包',
        sub: 'Daily Tote · Cognac',
        big: 'Leather',
        badge: 'HANDMADE',
        points: [
          {title: '意大利植鞣皮', text: '越用颜色与光泽越深。'},
          {title: '可放13英寸笔记本', text: '三个内袋和一个拉链袋。'},
          {title: '匠人手工缝制', text: '一针一线缝制的边角经久耐用。'},
        ],
        specs: [
          ['尺寸', '宽36 × 高28 × 厚12厘米'],
          ['重量', '780克'],
          ['材质', '牛皮（植物鞣制）'],
          ['颜色', '干邑棕、黑色、橄榄绿'],
          ['保养', '每月用专用护理霜一次'],
        ],
      },
      vi: {
        brand: 'ATELIER SOL',
        headline: 'Túi tote da thuộc thực vật\ncho mỗi ngày',
        sub: 'Daily Tote · Cognac',
        big: 'Leather',
        badge: 'HANDMADE',
        points: [
          {title: 'Da thuộc thực vật Ý', text: 'Màu và độ bóng đẹp dần theo thời gian.'},
          {title: 'Vừa laptop 13 inch', text: 'Ba ngăn trong và một ngăn khóa kéo.'},
          {title: 'Khâu tay thủ công', text: 'Từng mũi khâu ở góc túi bền lâu.'},
        ],
        specs: [
          ['Kích thước', 'R 36 × C 28 × S 12 cm'],
          ['Trọng lượng', '780 g'],
          ['Chất liệu', 'Da bò thuộc thực vật'],
          ['Màu sắc', 'Cognac, đen, ô liu'],
          ['Bảo quản', 'Dưỡng kem da mỗi tháng một lần'],
        ],
      },
    },
  },
  20: {
    colors: {bg: '#101820', ink: '#f4ecd8', accent: '#e6c36a', soft: '#1f2c38'},
    tone: 'elegant',
    photo: 'ring',
    price: 2_000_000,
    words: {
      en: {brand: 'LUMEN', headline: 'Solitaire', sub: '18k gold · 0.5 ct lab diamond', info: 'Free engraving · lifetime care', cta: 'Book a fitting'},
      ko: {brand: 'LUMEN', headline: '솔리테어', sub: '18K 골드 · 0.5캐럿 랩 다이아몬드', info: '무료 각인 · 평생 관리', cta: '피팅 예약하기'},
      ja: {brand: 'LUMEN', headline: 'ソリテール', sub: '18Kゴールド · 0.5ctラボグロウンダイヤモンド', info: '刻印無料 · 生涯メンテナンス', cta: '試着を予約'},
      zh: {brand: 'LUMEN', headline: '单钻戒指', sub: '18K金 · 0.5克拉培育钻石', info: '免费刻字 · 终身保养', cta: '预约试戴'},
      vi: {brand: 'LUMEN', headline: 'Nhẫn solitaire', sub: 'Vàng 18K · kim cương nhân tạo 0,5 ct', info: 'Khắc chữ miễn phí · bảo dưỡng trọn đời', cta: 'Đặt lịch thử nhẫn'},
    },
  },
  21: {
    colors: {bg: '#fff3d6', ink: '#7a1e2a', accent: '#e8505b', soft: '#ffd9a0'},
    tone: 'friendly',
    words: {
      en: {
        brand: 'Sol & Linen',
        headline: 'Summer Sale',
        sub: 'Linen dresses, sandals & straw hats',
        big: '−30%',
        info: 'June 20 – July 7 · code SUNNY',
        badge: 'Online & in store',
        cta: 'Shop the sale',
      },
      ko: {brand: 'Sol & Linen', headline: '썸머 세일', sub: '린넨 원피스, 샌들, 밀짚모자', big: '−30%', info: '6월 20일 – 7월 7일 · 코드 SUNNY', badge: '온라인 & 매장', cta: '세일 보러 가기'},
      ja: {
        brand: 'Sol & Linen',
        headline: 'サマーセール',
        sub: 'リネンワンピース、サンダル、麦わら帽子',
        big: '−30%',
        info: '6月20日〜7月7日 · コード SUNNY',
        badge: 'オンライン & 店舗',
        cta: 'セールを見る',
      },
      zh: {brand: 'Sol & Linen', headline: '夏日特卖', sub: '亚麻连衣裙、凉鞋与草帽', big: '−30%', info: '6月20日至7月7日 · 优惠码 SUNNY', badge: '线上线下同享', cta: '立即抢购'},
      vi: {brand: 'Sol & Linen', headline: 'Khuyến mãi mùa hè', sub: 'Váy lanh, dép sandal & mũ cói', big: '−30%', info: '20/6 – 7/7 · mã SUNNY', badge: 'Online & tại cửa hàng', cta: 'Mua sắm ngay'},
    },
  },
  22: {
    colors: {bg: '#fde2e4', ink: '#4a2c34', accent: '#6a994e', soft: '#f7c5cf'},
    tone: 'elegant',
    words: {
      en: {brand: 'Bloom', headline: 'For Mother’s Day', sub: 'Pastel petals behind your best-seller', big: 'Bloom', info: '@bloom.gifts', cta: 'Gift wrapping included'},
      ko: {brand: 'Bloom', headline: '어버이날 선물', sub: '파스텔 꽃잎 위의 베스트셀러', big: 'Bloom', info: '@bloom.gifts', cta: '선물 포장 무료'},
      ja: {brand: 'Bloom', headline: '母の日のギフトに', sub: 'パステルの花びらに人気の一品を', big: 'Bloom', info: '@bloom.gifts', cta: 'ギフト包装無料'},
      zh: {brand: 'Bloom', headline: '母亲节献礼', sub: '粉彩花瓣衬托你的人气好物', big: 'Bloom', info: '@bloom.gifts', cta: '免费礼品包装'},
      vi: {brand: 'Bloom', headline: 'Quà tặng Ngày của Mẹ', sub: 'Cánh hoa pastel tôn lên món bán chạy', big: 'Bloom', info: '@bloom.gifts', cta: 'Miễn phí gói quà'},
    },
  },
  23: {
    colors: {bg: '#0a0f1c', ink: '#e8f4ff', accent: '#4cc9f0', soft: '#16213a'},
    tone: 'bold',
    photo: 'record',
    price: 349_000,
    words: {
      en: {
        brand: 'SONIQ',
        headline: 'The warmth of vinyl,\nover Bluetooth',
        sub: 'SONIQ T1 turntable',
        badge: 'New for 2025',
        points: [
          {title: 'Belt drive, 33/45 RPM', text: 'An aluminium platter that damps vibration.'},
          {title: 'Bluetooth 5.3 out', text: 'Plays straight to wireless speakers and headphones.'},
          {title: 'Built-in phono preamp', text: 'Connects to speakers with no extra gear.'},
        ],
        specs: [
          ['Drive', 'Belt drive'],
          ['Speeds', '33⅓ / 45 RPM'],
          ['Outputs', 'RCA, Bluetooth 5.3'],
          ['Size', '420 × 350 × 115 mm'],
          ['Warranty', '2 years, free repairs'],
        ],
      },
      ko: {
        brand: 'SONIQ',
        headline: '바이닐의 온기를\n블루투스로',
        sub: 'SONIQ T1 턴테이블',
        badge: '2025 신제품',
        points: [
          {title: '벨트 드라이브 33/45 RPM', text: '진동을 줄인 알루미늄 플래터.'},
          {title: '블루투스 5.3 송신', text: '무선 스피커와 헤드폰에 바로 연결.'},
          {title: '내장 포노 앰프', text: '별도 장비 없이 스피커에 연결.'},
        ],
        specs: [
          ['구동 방식', '벨트 드라이브'],
          ['속도', '33⅓ / 45 RPM'],
          ['출력', 'RCA, 블루투스 5.3'],
          ['크기', '420 × 350 × 115mm'],
          ['보증', '2년 무상 A/S'],
        ],
      },
      ja: {
        brand: 'SONIQ',
        headline: 'レコードのぬくもりを\nBluetoothで',
        sub: 'SONIQ T1 ターンテーブル',
        badge: '2025年新製品',
        points: [
          {title: 'ベルトドライブ 33/45回転', text: '振動を抑えたアルミプラッター。'},
          {title: 'Bluetooth 5.3送信', text: 'ワイヤレススピーカーやヘッドホンにすぐ接続。'},
          {title: 'フォノイコライザー内蔵', text: '追加機器なしでスピーカーに接続。'},
        ],
        specs: [
          ['駆動方式', 'ベルトドライブ'],
          ['回転数', '33⅓ / 45 RPM'],
          ['出力', 'RCA、Bluetooth 5.3'],
          ['サイズ', '420 × 350 × 115mm'],
          ['保証', '2年間無償修理'],
        ],
      },
      zh: {
        brand: 'SONIQ',
        headline: '黑胶的温度\n经由蓝牙传递',
        sub: 'SONIQ T1 黑胶唱机',
        badge: '2025新品',
        points: [
          {title: '皮带传动 33/45转', text: '减震铝制唱盘。'},
          {title: '蓝牙5.3发射', text: '直连无线音箱与耳机。'},
          {title: '内置唱头放大器', text: '无需额外设备即可连接音箱。'},
        ],
        specs: [
          ['驱动方式', '皮带传动'],
          ['转速', '33⅓ / 45 RPM'],
          ['输出', 'RCA、蓝牙5.3'],
          ['尺寸', '420 × 350 × 115毫米'],
          ['保修', '两年免费保修'],
        ],
      },
      vi: {
        brand: 'SONIQ',
        headline: 'Hơi ấm của đĩa than,\nqua Bluetooth',
        sub: 'Mâm đĩa than SONIQ T1',
        badge: 'Mới 2025',
        points: [
          {title: 'Truyền động dây đai 33/45 vòng', text: 'Mâm nhôm giảm rung.'},
          {title: 'Phát Bluetooth 5.3', text: 'Kết nối ngay với loa và tai nghe không dây.'},
          {title: 'Tích hợp preamp phono', text: 'Nối thẳng vào loa, không cần thêm thiết bị.'},
        ],
        specs: [
          ['Truyền động', 'Dây đai'],
          ['Tốc độ', '33⅓ / 45 RPM'],
          ['Ngõ ra', 'RCA, Bluetooth 5.3'],
          ['Kích thước', '420 × 350 × 115 mm'],
          ['Bảo hành', '2 năm sửa chữa miễn phí'],
        ],
      },
    },
  },
  24: {
    colors: {bg: '#2d1e2f', ink: '#fbeee0', accent: '#ffd29d', soft: '#433045'},
    tone: 'elegant',
    photo: 'candle',
    price: 46_000,
    words: {
      en: {brand: 'Hearth & Co.', headline: 'Fig & cedar', sub: 'Soy wax candle · 50-hour burn', info: '@hearth.home', cta: 'Evenings, slower'},
      ko: {brand: 'Hearth & Co.', headline: '무화과와 시더우드', sub: '소이 왁스 캔들 · 50시간 연소', info: '@hearth.home', cta: '느린 저녁을 위해'},
      ja: {brand: 'Hearth & Co.', headline: 'イチジクとシダー', sub: 'ソイワックスキャンドル · 燃焼50時間', info: '@hearth.home', cta: 'ゆっくりとした夜に'},
      zh: {brand: 'Hearth & Co.', headline: '无花果与雪松', sub: '大豆蜡香薰蜡烛 · 燃烧50小时', info: '@hearth.home', cta: '让夜晚慢下来'},
      vi: {brand: 'Hearth & Co.', headline: 'Sung & tuyết tùng', sub: 'Nến sáp đậu nành · cháy 50 giờ', info: '@hearth.home', cta: 'Cho buổi tối chậm lại'},
    },
  },
  25: {
    colors: {bg: '#fff1e0', ink: '#23364f', accent: '#3d5a80', soft: '#ffd3a3'},
    tone: 'friendly',
    photo: 'petbowl',
    price: 53_000,
    words: {
      en: {brand: 'Happy Paws', headline: 'Dinner is served', sub: 'Grain-free kibble + ceramic bowl', big: '−20%', badge: 'First order −20%', cta: 'Shop now'},
      ko: {brand: 'Happy Paws', headline: '저녁 준비됐어요', sub: '그레인프리 사료 + 세라믹 식기', big: '−20%', badge: '첫 주문 20% 할인', cta: '지금 구매하기'},
      ja: {brand: 'Happy Paws', headline: 'ごはんの時間だよ', sub: 'グレインフリーフード + 陶器の食器', big: '−20%', badge: '初回注文20%オフ', cta: '今すぐ購入'},
      zh: {brand: 'Happy Paws', headline: '开饭啦', sub: '无谷粮 + 陶瓷食碗', big: '−20%', badge: '首单立减20%', cta: '立即购买'},
      vi: {brand: 'Happy Paws', headline: 'Bữa tối đã sẵn sàng', sub: 'Hạt không ngũ cốc + bát gốm', big: '−20%', badge: 'Đơn đầu tiên −20%', cta: 'Mua ngay'},
    },
  },
  26: {
    colors: {bg: '#e8f1f2', ink: '#12344a', accent: '#247ba0', soft: '#c9dfe6'},
    tone: 'friendly',
    photo: 'stationery',
    price: 25_000,
    words: {
      en: {
        brand: 'Paper Tide',
        headline: 'Plan the new year',
        sub: 'Cloth notebooks, pencils & weekly planners',
        priceLabel: 'from {price}',
        info: 'Back-to-school week · Jan 6–12',
        badge: 'Personalised covers',
        cta: '@papertide',
      },
      ko: {
        brand: 'Paper Tide',
        headline: '새해를 계획하세요',
        sub: '패브릭 노트, 연필, 위클리 플래너',
        priceLabel: '{price}부터',
        info: '신학기 주간 · 1월 6–12일',
        badge: '이름 새김 커버',
        cta: '@papertide',
      },
      ja: {
        brand: 'Paper Tide',
        headline: '新しい一年を計画しよう',
        sub: 'クロスノート、鉛筆、ウィークリープランナー',
        priceLabel: '{price}から',
        info: '新学期ウィーク · 1月6日〜12日',
        badge: '名入れカバー',
        cta: '@papertide',
      },
      zh: {brand: 'Paper Tide', headline: '规划新的一年', sub: '布面笔记本、铅笔与周计划本', priceLabel: '{price}起', info: '开学季 · 1月6日至12日', badge: '定制封面', cta: '@papertide'},
      vi: {
        brand: 'Paper Tide',
        headline: 'Lên kế hoạch năm mới',
        sub: 'Sổ bìa vải, bút chì & sổ kế hoạch tuần',
        priceLabel: 'từ {price}',
        info: 'Tuần tựu trường · 6–12/1',
        badge: 'Bìa khắc tên riêng',
        cta: '@papertide',
      },
    },
  },
  27: {
    colors: {bg: '#1b0a12', ink: '#f7e9ee', accent: '#e0b1cb', soft: '#2e1220'},
    tone: 'elegant',
    photo: 'wine',
    price: 68_000,
    words: {
      en: {
        brand: 'CHÂTEAU LUNE',
        headline: 'A Bordeaux red\nripened by moonlight',
        sub: 'Château Lune 2019 · 750 ml',
        badge: 'BORDEAUX',
        points: [
          {title: '18 months in oak', text: 'A soft scent of vanilla and cedar.'},
          {title: 'Blackcurrant and plum', text: 'Smooth tannins and a long finish.'},
          {title: 'With steak and aged cheese', text: 'Best served at 16–18 °C.'},
        ],
        specs: [
          ['Grapes', 'Merlot 70%, Cabernet Sauvignon 30%'],
          ['Region', 'Bordeaux, France'],
          ['Vintage', '2019'],
          ['Alcohol', '13.5%'],
          ['Volume', '750 ml'],
        ],
      },
      ko: {
        brand: 'CHÂTEAU LUNE',
        headline: '달빛 아래 익어간\n보르도 레드',
        sub: 'Château Lune 2019 · 750ml',
        badge: 'BORDEAUX',
        points: [
          {title: '18개월 오크 숙성', text: '바닐라와 삼나무의 은은한 향.'},
          {title: '블랙커런트와 자두', text: '부드러운 타닌과 긴 여운.'},
          {title: '스테이크, 숙성 치즈와', text: '16~18℃에서 가장 좋습니다.'},
        ],
        specs: [
          ['품종', '메를로 70%, 카베르네 소비뇽 30%'],
          ['산지', '프랑스 보르도'],
          ['빈티지', '2019'],
          ['알코올', '13.5%'],
          ['용량', '750ml'],
        ],
      },
      ja: {
        brand: 'CHÂTEAU LUNE',
        headline: '月明かりの下で熟した\nボルドーの赤',
        sub: 'Château Lune 2019 · 750ml',
        badge: 'BORDEAUX',
        points: [
          {title: 'オーク樽で18か月熟成', text: 'バニラと杉のほのかな香り。'},
          {title: 'カシスとプラム', text: 'なめらかなタンニンと長い余韻。'},
          {title: 'ステーキや熟成チーズと', text: '16〜18℃が飲み頃です。'},
        ],
        specs: [
          ['品種', 'メルロー70%、カベルネ・ソーヴィニヨン30%'],
          ['産地', 'フランス・ボルドー'],
          ['ヴィンテージ', '2019'],
          ['アルコール', '13.5%'],
          ['容量', '750ml'],
        ],
      },
      zh: {
        brand: 'CHÂTEAU LUNE',
        headline: '月光下酝酿的\n波尔多红酒',
        sub: 'Château Lune 2019 · 750ml',
        badge: 'BORDEAUX',
        points: [
          {title: '橡木桶陈酿18个月', text: '淡淡的香草与雪松香气。'},
          {title: '黑醋栗与李子', text: '单宁柔顺，余味悠长。'},
          {title: '搭配牛排与陈年奶酪', text: '16–18℃饮用最佳。'},
        ],
        specs: [
          ['葡萄品种', '梅洛70%，赤霞珠30%'],
          ['产区', '法国波尔多'],
          ['年份', '2019'],
          ['酒精度', '13.5%'],
          ['容量', '750ml'],
        ],
      },
      vi: {
        brand: 'CHÂTEAU LUNE',
        headline: 'Vang đỏ Bordeaux\nchín dưới ánh trăng',
        sub: 'Château Lune 2019 · 750 ml',
        badge: 'BORDEAUX',
        points: [
          {title: 'Ủ 18 tháng trong thùng sồi', text: 'Hương vani và tuyết tùng dịu nhẹ.'},
          {title: 'Lý chua đen và mận', text: 'Tannin mềm mại, hậu vị kéo dài.'},
          {title: 'Hợp với bít tết và phô mai', text: 'Ngon nhất ở 16–18 °C.'},
        ],
        specs: [
          ['Giống nho', 'Merlot 70%, Cabernet Sauvignon 30%'],
          ['Vùng', 'Bordeaux, Pháp'],
          ['Niên vụ', '2019'],
          ['Độ cồn', '13,5%'],
          ['Dung tích', '750 ml'],
        ],
      },
    },
  },
  28: {
    colors: {bg: '#101010', ink: '#ffffff', accent: '#ff3c38', soft: '#fff275'},
    tone: 'bold',
    words: {
      en: {brand: 'YOUR SHOP', headline: 'Black Friday', sub: 'Everything up to 50% off · 3 days only', big: '50%', info: 'Nov 28 – Dec 1', badge: 'Code FRIDAY50', cta: 'Shop the sale'},
      ko: {brand: 'YOUR SHOP', headline: '블랙 프라이데이', sub: '전 상품 최대 50% 할인 · 단 3일', big: '50%', info: '11월 28일 – 12월 1일', badge: '코드 FRIDAY50', cta: '세일 보러 가기'},
      ja: {brand: 'YOUR SHOP', headline: 'ブラックフライデー', sub: '全品最大50%オフ · 3日間限定', big: '50%', info: '11月28日〜12月1日', badge: 'コード FRIDAY50', cta: 'セールを見る'},
      zh: {brand: 'YOUR SHOP', headline: '黑色星期五', sub: '全场低至五折 · 仅限3天', big: '50%', info: '11月28日至12月1日', badge: '优惠码 FRIDAY50', cta: '立即抢购'},
      vi: {brand: 'YOUR SHOP', headline: 'Black Friday', sub: 'Giảm đến 50% mọi sản phẩm · chỉ 3 ngày', big: '50%', info: '28/11 – 1/12', badge: 'Mã FRIDAY50', cta: 'Mua sắm ngay'},
    },
  },
};
