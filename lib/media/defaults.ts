/**
 * The shop's default photographs (docs/admin.md#default-photographs): rendered here in Blender (`npm run art:render`,
 * scripts/art) and committed under public/photos. A slot the owner has not filled shows its
 * default; the owner's own picture always wins, and removing it brings the default back.
 * Client-safe data.
 */
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {PHOTO_FILES} from './photo-files';
import {PACKAGE_FILES} from './package-files';
import {designFiles} from '@/lib/catalog/template-designs';
import type {Picture} from './pictures';

type Alt = Record<Language, string>;

const ALT: Record<string, Alt> = {
  'serum-before': {
    en: 'Amber serum bottle photographed on a kitchen table',
    ko: '주방 식탁 위에서 찍은 앰버 세럼 병',
    ja: 'キッチンのテーブルで撮った琥珀色の美容液ボトル',
    zh: '在厨房餐桌上拍摄的琥珀色精华瓶',
    vi: 'Lọ serum màu hổ phách chụp trên bàn bếp',
  },
  'serum-after': {
    en: 'Amber serum bottle on a pure white background with a soft shadow',
    ko: '부드러운 그림자가 있는 순백 배경의 앰버 세럼 병',
    ja: '柔らかな影のある純白背景の琥珀色の美容液ボトル',
    zh: '纯白背景与柔和阴影中的琥珀色精华瓶',
    vi: 'Lọ serum màu hổ phách trên nền trắng tinh với bóng đổ mềm',
  },
  'perfume-before': {
    en: 'Perfume bottle photographed on a table at home',
    ko: '집 식탁 위에서 찍은 향수병',
    ja: '自宅のテーブルで撮った香水瓶',
    zh: '在家中桌上拍摄的香水瓶',
    vi: 'Chai nước hoa chụp trên bàn ở nhà',
  },
  'perfume-after': {
    en: 'Perfume bottle on a pink podium against a pink backdrop',
    ko: '분홍 배경 앞 분홍 받침대 위의 향수병',
    ja: 'ピンクの背景とピンクの台に置いた香水瓶',
    zh: '粉色背景前粉色展台上的香水瓶',
    vi: 'Chai nước hoa trên bục hồng trước phông nền hồng',
  },
  'cleanser-before': {
    en: 'Green pump bottle photographed on a table at home',
    ko: '집 식탁 위에서 찍은 초록색 펌프 용기',
    ja: '自宅のテーブルで撮った緑のポンプボトル',
    zh: '在家中桌上拍摄的绿色按压瓶',
    vi: 'Chai bơm màu xanh lá chụp trên bàn ở nhà',
  },
  'cleanser-after': {
    en: 'Green pump bottle on a stone slab in moody studio light',
    ko: '분위기 있는 스튜디오 조명 속 돌판 위의 초록색 펌프 용기',
    ja: '陰影のあるスタジオ照明で石の上に置いた緑のポンプボトル',
    zh: '氛围感影棚灯光下石板上的绿色按压瓶',
    vi: 'Chai bơm xanh lá trên phiến đá dưới ánh sáng studio trầm',
  },
  'coffee-before': {
    en: 'Cup of coffee photographed on a table at home',
    ko: '집 식탁 위에서 찍은 커피 한 잔',
    ja: '自宅のテーブルで撮ったコーヒー',
    zh: '在家中桌上拍摄的一杯咖啡',
    vi: 'Tách cà phê chụp trên bàn ở nhà',
  },
  'coffee-after': {
    en: 'Latte with macarons and coffee beans in warm window light',
    ko: '따뜻한 창가 빛 속 마카롱과 원두를 곁들인 라테',
    ja: '窓からの暖かな光の中、マカロンとコーヒー豆を添えたラテ',
    zh: '温暖窗光下配马卡龙和咖啡豆的拿铁',
    vi: 'Ly latte cùng macaron và hạt cà phê dưới ánh nắng ấm bên cửa sổ',
  },
  'mascot-clay': {
    en: 'Untextured grey clay model of a round mascot character',
    ko: '질감 없는 회색 클레이 상태의 둥근 마스코트 캐릭터 모델',
    ja: '質感をつける前のグレーのクレイ状態の丸いマスコットキャラクター',
    zh: '未上材质的灰色黏土状态圆形吉祥物角色模型',
    vi: 'Mô hình nhân vật linh vật tròn bằng đất sét xám chưa có chất liệu',
  },
  'mascot-after': {
    en: 'Finished golden-yellow mascot character with glossy eyes on a light blue background',
    ko: '하늘색 배경 위, 반짝이는 눈의 완성된 노란색 마스코트 캐릭터',
    ja: '水色の背景に、つややかな瞳の黄色いマスコットキャラクターの完成形',
    zh: '浅蓝背景上眼睛有光泽的金黄色吉祥物角色成品',
    vi: 'Nhân vật linh vật màu vàng hoàn chỉnh với đôi mắt bóng trên nền xanh nhạt',
  },
  'house-clay': {
    en: 'White massing model of a two-storey house',
    ko: '2층 주택의 흰색 매스 모델',
    ja: '2階建て住宅の白いボリュームモデル',
    zh: '两层住宅的白色体块模型',
    vi: 'Mô hình khối trắng của một ngôi nhà hai tầng',
  },
  'house-after': {
    en: 'The same house rendered with concrete, timber cladding, glazing, lawn and pool in warm light',
    ko: '콘크리트, 목재 외장, 유리, 잔디와 수영장을 입혀 따뜻한 빛으로 렌더링한 같은 주택',
    ja: 'コンクリート、木の外装、ガラス、芝生とプールを施し、暖かな光でレンダリングした同じ住宅',
    zh: '同一栋住宅，加上混凝土、木饰面、玻璃、草坪和泳池，在暖光下渲染',
    vi: 'Cùng ngôi nhà được dựng hình với bê tông, ốp gỗ, kính, bãi cỏ và hồ bơi dưới ánh sáng ấm',
  },
  wine: {
    en: 'Bottle of red wine and a filled glass in dramatic low light',
    ko: '극적인 낮은 조명 속 레드 와인 병과 채워진 잔',
    ja: '陰影の強い照明の中の赤ワインのボトルとグラス',
    zh: '戏剧性低光下的红酒瓶与斟满的酒杯',
    vi: 'Chai rượu vang đỏ và ly rượu đầy dưới ánh sáng trầm đầy kịch tính',
  },
  macarons: {
    en: 'Pastel macarons on a white plate',
    ko: '흰 접시 위의 파스텔톤 마카롱',
    ja: '白い皿に盛ったパステルカラーのマカロン',
    zh: '白色盘子上的粉彩马卡龙',
    vi: 'Bánh macaron màu pastel trên đĩa trắng',
  },
  noir: {
    en: 'Black pump bottle with a gold pump on dark stones',
    ko: '어두운 돌 위에 놓인 금색 펌프의 검은 용기',
    ja: '暗い石の上に置いたゴールドのポンプ付き黒いボトル',
    zh: '深色石头上带金色按压头的黑色瓶子',
    vi: 'Chai đen với vòi bơm vàng trên những viên đá tối màu',
  },
  candle: {
    en: 'Lit scented candle in a plum glass tumbler',
    ko: '자두색 유리 용기에 담긴 불 켜진 향초',
    ja: 'プラム色のガラス容器に入った火の灯るアロマキャンドル',
    zh: '李子色玻璃杯中点燃的香薰蜡烛',
    vi: 'Nến thơm đang cháy trong cốc thủy tinh màu mận',
  },
  lipstick: {
    en: 'Red lipstick in a gold case on a blush podium',
    ko: '연분홍 받침대 위 골드 케이스의 빨간 립스틱',
    ja: '淡いピンクの台に置いたゴールドケースの赤い口紅',
    zh: '浅粉色展台上金色管身的红色口红',
    vi: 'Son đỏ vỏ vàng trên bục màu hồng phấn',
  },
  mint: {
    en: 'Mint cream jar with a white lid on a pale green podium',
    ko: '연녹색 받침대 위 흰 뚜껑의 민트 크림 용기',
    ja: '淡いグリーンの台に置いた白いふたのミントクリームジャー',
    zh: '浅绿色展台上白盖薄荷面霜罐',
    vi: 'Hũ kem bạc hà nắp trắng trên bục xanh nhạt',
  },
  ring: {
    en: 'Gold ring with a diamond on a dark background',
    ko: '어두운 배경 위 다이아몬드가 박힌 금반지',
    ja: '暗い背景に置いたダイヤモンドの金の指輪',
    zh: '深色背景上镶钻的金戒指',
    vi: 'Nhẫn vàng đính kim cương trên nền tối',
  },
  record: {
    en: 'Turntable with a vinyl record in warm studio light',
    ko: '따뜻한 스튜디오 조명 속 LP판이 올려진 턴테이블',
    ja: '暖かなスタジオ照明の中、レコードをのせたターンテーブル',
    zh: '暖色影棚灯光下放着黑胶唱片的唱机',
    vi: 'Máy quay đĩa với đĩa than dưới ánh sáng studio ấm',
  },
  petbowl: {
    en: 'Blue ceramic pet bowl with dry food',
    ko: '사료가 담긴 파란 도자기 반려동물 그릇',
    ja: 'ドライフードを入れた青い陶器のペット用ボウル',
    zh: '盛着干粮的蓝色陶瓷宠物碗',
    vi: 'Bát gốm màu xanh cho thú cưng đựng thức ăn hạt',
  },
  stationery: {
    en: 'Blue cloth-bound notebook with an elastic band and a yellow pencil',
    ko: '고무 밴드가 있는 파란 천 표지 노트와 노란 연필',
    ja: 'ゴムバンド付きの青いクロス装ノートと黄色い鉛筆',
    zh: '带松紧带的蓝色布面笔记本和黄色铅笔',
    vi: 'Sổ bìa vải xanh có dây thun và bút chì vàng',
  },
};

/** Which default photograph each slot shows. */
const SLOTS: Record<string, string> = {
  'service:1:before': 'serum-before',
  'service:1:after': 'serum-after',
  'service:2:before': 'perfume-before',
  'service:2:after': 'perfume-after',
  'service:3:before': 'cleanser-before',
  'service:3:after': 'cleanser-after',
  'service:4:before': 'coffee-before',
  'service:4:after': 'coffee-after',
  'service:8:before': 'mascot-clay',
  'service:8:after': 'mascot-after',
  'service:9:before': 'house-clay',
  'service:9:after': 'house-after',
  'service:12:cover': 'wine',
  'service:13:cover': 'record',
  'hero:0': 'cleanser-before',
  'hero:1': 'cleanser-after',
};

/** The page a picture is shown on: a template's design is drawn in its language and its country's currency. */
export interface ShownOn {
  country: CountryCode;
  lang: Language;
}

/** Each package's own picture: a collage of what it holds (`npm run art:packages`, scripts/art-packages.mts). */
const PACKAGE_ALT: Record<string, Alt> = {
  sns: {
    en: 'Collage of the package: a perfume bottle on pink, a perfume banner and a lipstick poster',
    ko: '패키지 구성 사진 모음: 분홍 배경의 향수병, 향수 배너와 립스틱 포스터',
    ja: 'パッケージの内容のコラージュ：ピンクの背景の香水瓶、香水のバナーと口紅のポスター',
    zh: '套餐内容组合图：粉色背景上的香水瓶、香水横幅和口红海报',
    vi: 'Ảnh ghép nội dung gói: chai nước hoa trên nền hồng, biểu ngữ nước hoa và poster son môi',
  },
  delivery: {
    en: 'Collage of the package: a latte in warm light, a restaurant menu and a bottle on pure white',
    ko: '패키지 구성 사진 모음: 따뜻한 빛 속 라테, 식당 메뉴판과 순백 배경의 병',
    ja: 'パッケージの内容のコラージュ：暖かな光の中のラテ、レストランのメニューと純白背景のボトル',
    zh: '套餐内容组合图：暖光下的拿铁、餐厅菜单和纯白背景上的瓶子',
    vi: 'Ảnh ghép nội dung gói: ly latte dưới ánh sáng ấm, thực đơn nhà hàng và chai trên nền trắng tinh',
  },
  ecommerce: {
    en: 'Collage of the package: a pump bottle in studio light, a sneaker banner and a bottle on pure white',
    ko: '패키지 구성 사진 모음: 스튜디오 조명 속 펌프 용기, 운동화 배너와 순백 배경의 병',
    ja: 'パッケージの内容のコラージュ：スタジオ照明の中のポンプボトル、スニーカーのバナーと純白背景のボトル',
    zh: '套餐内容组合图：影棚灯光下的按压瓶、运动鞋横幅和纯白背景上的瓶子',
    vi: 'Ảnh ghép nội dung gói: chai bơm dưới ánh sáng studio, biểu ngữ giày thể thao và chai trên nền trắng tinh',
  },
};

/**
 * The default picture of a slot, if it has one (and its files were rendered): a template's slots show
 * the pages of its own design (`npm run art:templates`, lib/catalog/template-designs) in the render
 * for the page it is shown on (`on`; without it, the default country's), the others a photograph.
 */
export function defaultPicture(slot: string, on?: ShownOn): Picture | undefined {
  const [kind, id, part] = slot.split(':');
  if (kind === 'template') {
    const page = designFiles(id ?? '', on?.country, on?.lang)[Number(part)];
    // No alt of its own: the page names it with the template's name and the page's (components/templates/TemplatePicture).
    return page && /^\d$/.test(part ?? '')
      ? {id: `design:${id}:${page.page}`, src: page.src, src2x: page.src2x, width: page.width, height: page.height, blurDataUrl: page.blurDataUrl, alt: {}}
      : undefined;
  }
  if (kind === 'package' && part === 'mockup') {
    const file = PACKAGE_FILES[id ?? ''];
    const alt = PACKAGE_ALT[id ?? ''];
    return file && alt ? {id: `collage:${id}`, src: file.src, src2x: file.src2x, width: file.width, height: file.height, blurDataUrl: file.blurDataUrl, alt} : undefined;
  }
  const name = SLOTS[slot];
  const file = name ? PHOTO_FILES[name] : undefined;
  const alt = name ? ALT[name] : undefined;
  if (!name || !file || !alt) return undefined;
  return {id: `photo:${name}`, src: file.src, src2x: file.src2x, width: file.width, height: file.height, blurDataUrl: file.blurDataUrl, alt};
}

/** Every slot that has a default photograph (for tests and the admin area). */
export const DEFAULT_SLOTS: readonly string[] = [...Object.keys(SLOTS), ...Object.keys(PACKAGE_ALT).map((id) => `package:${id}:mockup`)];

/** The default photographs' alt texts in one language (the CJK font subsets hold their characters: scripts/subset-fonts.mts). */
export function defaultAltTexts(language: Language): string[] {
  return [...Object.values(ALT), ...Object.values(PACKAGE_ALT)].map((alt) => alt[language]);
}
