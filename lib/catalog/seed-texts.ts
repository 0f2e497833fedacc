/**
 * The catalogue's words as a fresh install starts: each service, package and template in the five
 * languages (moved here from messages/). Only the seed reads this (lib/catalog/seed); from then on the
 * owner keeps them in the database. A module, not JSON: every loader (Next, tsx, Jest, Playwright) takes it.
 */
import type {ItemText} from './prices';

export const SEED_TEXTS: Record<'en' | 'ko' | 'ja' | 'zh' | 'vi', Record<'service' | 'package' | 'template', Record<string, ItemText>>> = {
  en: {
    service: {
      '1': {
        name: 'White-background product photo',
        description: 'Clean catalogue shots on pure white, ready for marketplaces.',
        features: ['Pure white background, marketplace-ready', 'Colour and exposure corrected', 'Shadows cleaned or added naturally'],
      },
      '2': {
        name: 'Solid-colour background photo',
        description: 'Your product on a colour that matches your brand.',
        features: ['Background colour matched to your brand', 'Soft studio lighting', 'Square, portrait and banner crops'],
      },
      '3': {
        name: 'Studio product shot',
        description: 'Styled studio scenes with props, light and shadow.',
        features: ['Styled scene with props', 'Directional light and real shadows', 'Mood chosen with you in the brief'],
      },
      '4': {
        name: 'Food studio photo',
        description: 'Appetising dish photos for menus and delivery apps.',
        features: ['Plated and garnished to look fresh', 'Menu and delivery-app sizes', 'Steam, gloss and texture enhanced'],
      },
      '5': {
        name: 'Model shot',
        description: 'Your product worn or held by an AI model.',
        features: ['AI model chosen for your audience', 'Natural poses and skin tones', 'Indoor or outdoor settings'],
      },
      '6': {
        name: 'Custom visuals',
        description: 'Anything else you can describe, priced after a quote.',
        features: ['Anything you can describe', 'Concept sketches before production', 'Priced after a free quote'],
      },
      '7': {
        name: 'Virtual interior',
        description: 'Furniture and decor placed in rendered rooms.',
        features: ['Furniture placed in realistic rooms', 'Several interior styles', 'Day and evening lighting'],
      },
      '8': {
        name: '3D character modelling',
        description: 'A 3D character for your brand or mascot.',
        features: ['Character designed from your brief', 'Turnaround views', 'Files ready for animation or print'],
      },
      '9': {
        name: 'Architecture modelling',
        description: '3D models and renders of buildings and spaces.',
        features: ['Exterior and interior renders', 'Materials and landscaping', 'Day, dusk and night views'],
      },
      '10': {
        name: 'AI drone shot',
        description: 'Aerial views of your venue without a drone.',
        features: ['Aerial views without a drone', 'Your venue in its neighbourhood', 'Stills or short flyover clips'],
      },
      '11': {
        name: 'AI music video',
        description: 'A music video made from your song and concept.',
        features: ['Concept, storyboard and edit', 'Scenes generated to your song', 'Two free revisions'],
      },
      '12': {
        name: 'AI cinematic cut',
        description: 'Short film-grade scenes for ads and social media.',
        features: ['Film-grade short scenes', 'Colour grading and sound design', 'Sizes for ads and social media'],
      },
      '13': {
        name: 'AI music production',
        description: 'Original music for your brand, ads or videos.',
        features: ['Original music for your brand', 'Jingles, background tracks and songs', 'Commercial licence included'],
      },
    },
    package: {
      sns: {
        name: 'SNS all-in-one',
        description: 'Everything for a strong social media launch.',
        features: ['1-2 page detail page', '5-10 second short video', '1 poster'],
      },
      delivery: {
        name: 'Delivery and market-app sales boost',
        description: 'Photos that make your listing stand out in delivery and market apps.',
        features: ['5 white-background shots', '1 signature profile shot', '3 thumbnail types'],
      },
      ecommerce: {
        name: 'Online-shop launch',
        description: 'A complete visual kit to open your online shop.',
        features: ['Hero banner', 'Catalogue page for up to 10 products', '15 product shots', 'Logo and brand kit', '10 social media templates', '30-day marketing consultation'],
      },
    },
    template: {
      '1': {
        name: 'Gourmet pasta',
        description: 'A warm trattoria menu with steaming pasta, fresh basil and candlelight.',
        features: [],
      },
      '2': {
        name: 'Traditional sushi',
        description: 'A calm Japanese menu of nigiri and rolls on slate and bamboo.',
        features: [],
      },
      '3': {
        name: 'Coffee shop',
        description: 'A cosy café poster with latte art, beans and morning light.',
        features: [],
      },
      '4': {
        name: 'Smoothie bowl',
        description: 'Bright, top-down fruit bowls that pop in delivery apps.',
        features: [],
      },
      '5': {
        name: 'Korean BBQ',
        description: 'Sizzling grill, smoke and side dishes for a barbecue restaurant.',
        features: [],
      },
      '6': {
        name: 'Bakery and dessert',
        description: 'Soft pastel shots of cakes, croissants and macarons.',
        features: [],
      },
      '7': {
        name: 'Bubble tea',
        description: 'A playful banner for tea drinks with pearls and fruit.',
        features: [],
      },
      '8': {
        name: 'Pizza night',
        description: 'A bold menu with stretching cheese and wood-fired crusts.',
        features: [],
      },
      '10': {
        name: 'Luxury cosmetic',
        description: 'Black and gold detail page for premium skincare.',
        features: [],
      },
      '11': {
        name: 'Water cosmetic',
        description: 'Fresh splashes and clear blue light for hydrating products.',
        features: [],
      },
      '12': {
        name: 'Mint cosmetic',
        description: 'Cool mint tones for gentle, clean beauty lines.',
        features: [],
      },
      '13': {
        name: 'Green cosmetic',
        description: 'Leaves and natural textures for vegan and botanical brands.',
        features: [],
      },
      '14': {
        name: 'Perfume',
        description: 'An elegant banner with glass, silk and soft reflections.',
        features: [],
      },
      '15': {
        name: 'Lipstick',
        description: 'Vivid colour swatches and close-ups for lip products.',
        features: [],
      },
      '16': {
        name: 'Street fashion',
        description: 'Urban poster with concrete, neon and strong poses.',
        features: [],
      },
      '17': {
        name: 'Minimal knitwear',
        description: 'Soft neutral tones and textures for seasonal knits.',
        features: [],
      },
      '18': {
        name: 'Sneakers',
        description: 'Dynamic banner that shows shoes from every angle.',
        features: [],
      },
      '19': {
        name: 'Handbag',
        description: 'A refined detail page for leather goods and accessories.',
        features: [],
      },
      '20': {
        name: 'Jewellery',
        description: 'Dark velvet and sparkle for rings, necklaces and watches.',
        features: [],
      },
      '21': {
        name: 'Summer dress',
        description: 'Sunny poster with light fabrics and holiday colours.',
        features: [],
      },
      '22': {
        name: 'Flower background',
        description: 'Pastel petals behind your product, for any occasion.',
        features: [],
      },
      '23': {
        name: 'Tech gadget',
        description: 'Sleek dark scenes with glowing edges for electronics.',
        features: [],
      },
      '24': {
        name: 'Home candle',
        description: 'Warm, calm interiors for candles and home fragrance.',
        features: [],
      },
      '25': {
        name: 'Pet products',
        description: 'Friendly, bright banner for pet food and toys.',
        features: [],
      },
      '26': {
        name: 'Stationery',
        description: 'Tidy desk flat-lays for notebooks, pens and planners.',
        features: [],
      },
      '27': {
        name: 'Wine',
        description: 'A detail page with deep reds, glass and cellar light.',
        features: [],
      },
      '28': {
        name: 'Seasonal sale',
        description: 'A loud sale banner ready for holidays and launch days.',
        features: [],
      },
    },
  },
  ko: {
    service: {
      '1': {
        name: '흰 배경 제품 사진',
        description: '오픈마켓에 바로 올릴 수 있는 깔끔한 흰 배경 카탈로그 컷.',
        features: ['오픈마켓에 바로 쓰는 순백 배경', '색감과 노출 보정', '그림자 제거 또는 자연스러운 그림자 추가'],
      },
      '2': {
        name: '단색 배경 제품 사진',
        description: '브랜드 컬러에 맞춘 배경 위의 제품 사진.',
        features: ['브랜드에 맞춘 배경 색상', '부드러운 스튜디오 조명', '정사각형, 세로, 배너 크롭'],
      },
      '3': {
        name: '스튜디오 제품 컷',
        description: '소품과 조명, 그림자로 연출한 스튜디오 장면.',
        features: ['소품을 활용한 연출 장면', '방향성 있는 조명과 실제 같은 그림자', '브리프에서 함께 정하는 분위기'],
      },
      '4': {
        name: '푸드 스튜디오 사진',
        description: '메뉴판과 배달 앱을 위한 먹음직스러운 음식 사진.',
        features: ['신선해 보이도록 플레이팅과 가니시', '메뉴판과 배달 앱 규격', '김, 윤기, 질감 강조'],
      },
      '5': {
        name: '모델 컷',
        description: 'AI 모델이 착용하거나 들고 있는 제품 사진.',
        features: ['고객층에 맞춘 AI 모델', '자연스러운 포즈와 피부톤', '실내 또는 야외 배경'],
      },
      '6': {
        name: '맞춤 비주얼',
        description: '설명만 해 주시면 무엇이든 만들어 드립니다. 가격은 견적 후 정해집니다.',
        features: ['설명할 수 있는 무엇이든', '제작 전 콘셉트 스케치', '무료 견적 후 가격 결정'],
      },
      '7': {
        name: '가상 인테리어',
        description: '렌더링된 공간에 가구와 소품을 배치합니다.',
        features: ['실감 나는 공간에 가구 배치', '다양한 인테리어 스타일', '낮과 저녁 조명'],
      },
      '8': {
        name: '3D 캐릭터 모델링',
        description: '브랜드나 마스코트를 위한 3D 캐릭터.',
        features: ['브리프에 따른 캐릭터 디자인', '턴어라운드 뷰', '애니메이션·인쇄용 파일'],
      },
      '9': {
        name: '건축 모델링',
        description: '건물과 공간의 3D 모델과 렌더링.',
        features: ['외관 및 실내 렌더링', '마감재와 조경', '낮, 해질녘, 밤 뷰'],
      },
      '10': {
        name: 'AI 드론 촬영',
        description: '드론 없이 만드는 매장의 항공 뷰.',
        features: ['드론 없이 만드는 항공 뷰', '주변 동네와 함께 보는 매장', '스틸 이미지 또는 짧은 비행 영상'],
      },
      '11': {
        name: 'AI 뮤직비디오',
        description: '곡과 콘셉트로 만드는 뮤직비디오.',
        features: ['콘셉트, 스토리보드, 편집', '곡에 맞춰 생성한 장면', '무료 수정 2회'],
      },
      '12': {
        name: 'AI 시네마틱 컷',
        description: '광고와 SNS를 위한 영화 같은 짧은 장면.',
        features: ['영화 같은 짧은 장면', '색 보정과 사운드 디자인', '광고·SNS 규격'],
      },
      '13': {
        name: 'AI 음악 제작',
        description: '브랜드, 광고, 영상을 위한 오리지널 음악.',
        features: ['브랜드를 위한 오리지널 음악', '징글, 배경 음악, 노래', '상업적 라이선스 포함'],
      },
    },
    package: {
      sns: {
        name: 'SNS 올인원',
        description: '성공적인 SNS 런칭에 필요한 모든 것.',
        features: ['1~2페이지 분량의 상세페이지', '5~10초 숏폼 영상', '포스터 1장'],
      },
      delivery: {
        name: '배달·마켓 앱 매출 부스트',
        description: '배달 앱과 마켓 앱에서 눈에 띄는 사진.',
        features: ['흰 배경 컷 5장', '시그니처 프로필 컷 1장', '썸네일 3종'],
      },
      ecommerce: {
        name: '온라인 쇼핑몰 런칭',
        description: '온라인 쇼핑몰 오픈을 위한 완벽한 비주얼 키트.',
        features: ['메인 배너', '최대 10개 제품 카탈로그 페이지', '제품 사진 15장', '로고와 브랜드 키트', 'SNS 템플릿 10종', '30일 마케팅 컨설팅'],
      },
    },
    template: {
      '1': {
        name: '고메 파스타',
        description: '김이 오르는 파스타와 바질, 촛불이 어우러진 따뜻한 트라토리아 메뉴.',
        features: [],
      },
      '2': {
        name: '전통 초밥',
        description: '슬레이트와 대나무 위에 올린 니기리와 롤의 차분한 일식 메뉴.',
        features: [],
      },
      '3': {
        name: '커피숍',
        description: '라테 아트와 원두, 아침 햇살이 담긴 아늑한 카페 포스터.',
        features: [],
      },
      '4': {
        name: '스무디 볼',
        description: '배달 앱에서 눈에 띄는 화사한 탑뷰 과일 볼.',
        features: [],
      },
      '5': {
        name: '코리안 바비큐',
        description: '지글지글한 불판과 연기, 반찬으로 완성한 고깃집 포스터.',
        features: [],
      },
      '6': {
        name: '베이커리·디저트',
        description: '케이크, 크루아상, 마카롱을 담은 부드러운 파스텔 톤 사진.',
        features: [],
      },
      '7': {
        name: '버블티',
        description: '펄과 과일이 어우러진 경쾌한 음료 배너.',
        features: [],
      },
      '8': {
        name: '피자 나이트',
        description: '쭉 늘어나는 치즈와 화덕 도우를 담은 강렬한 메뉴.',
        features: [],
      },
      '10': {
        name: '럭셔리 코스메틱',
        description: '프리미엄 스킨케어를 위한 블랙 앤 골드 상세페이지.',
        features: [],
      },
      '11': {
        name: '워터 코스메틱',
        description: '수분 제품을 위한 청량한 물보라와 맑은 블루 조명.',
        features: [],
      },
      '12': {
        name: '민트 코스메틱',
        description: '순하고 깨끗한 뷰티 라인을 위한 시원한 민트 톤.',
        features: [],
      },
      '13': {
        name: '그린 코스메틱',
        description: '비건·식물성 브랜드를 위한 잎사귀와 자연 질감.',
        features: [],
      },
      '14': {
        name: '향수',
        description: '유리와 실크, 은은한 반사광이 어우러진 우아한 배너.',
        features: [],
      },
      '15': {
        name: '립스틱',
        description: '립 제품을 위한 선명한 컬러 스와치와 클로즈업.',
        features: [],
      },
      '16': {
        name: '스트리트 패션',
        description: '콘크리트와 네온, 강렬한 포즈의 어반 포스터.',
        features: [],
      },
      '17': {
        name: '미니멀 니트',
        description: '시즌 니트를 위한 부드러운 뉴트럴 톤과 질감.',
        features: [],
      },
      '18': {
        name: '스니커즈',
        description: '모든 각도에서 신발을 보여 주는 역동적인 배너.',
        features: [],
      },
      '19': {
        name: '핸드백',
        description: '가죽 제품과 액세서리를 위한 세련된 상세페이지.',
        features: [],
      },
      '20': {
        name: '주얼리',
        description: '반지, 목걸이, 시계를 위한 어두운 벨벳과 반짝임.',
        features: [],
      },
      '21': {
        name: '여름 원피스',
        description: '가벼운 원단과 휴가 컬러의 화창한 포스터.',
        features: [],
      },
      '22': {
        name: '플라워 배경',
        description: '어떤 날에도 어울리는 파스텔 꽃잎 배경.',
        features: [],
      },
      '23': {
        name: '테크 가젯',
        description: '전자제품을 위한 빛나는 엣지의 세련된 다크 씬.',
        features: [],
      },
      '24': {
        name: '홈 캔들',
        description: '캔들과 홈 프래그런스를 위한 따뜻하고 차분한 인테리어.',
        features: [],
      },
      '25': {
        name: '반려동물 용품',
        description: '반려동물 사료와 장난감을 위한 밝고 친근한 배너.',
        features: [],
      },
      '26': {
        name: '문구',
        description: '노트, 펜, 플래너를 위한 깔끔한 데스크 플랫레이.',
        features: [],
      },
      '27': {
        name: '와인',
        description: '깊은 레드와 유리, 셀러 조명이 담긴 상세페이지.',
        features: [],
      },
      '28': {
        name: '시즌 세일',
        description: '명절과 런칭일에 바로 쓰는 눈에 띄는 세일 배너.',
        features: [],
      },
    },
  },
  ja: {
    service: {
      '1': {
        name: '白背景の商品写真',
        description: 'マーケットプレイスにそのまま使える、清潔感のある白背景カット。',
        features: ['マーケットプレイス対応の真っ白な背景', '色味と露出を補正', '影を除去、または自然に追加'],
      },
      '2': {
        name: '単色背景の商品写真',
        description: 'ブランドカラーに合わせた背景での商品写真。',
        features: ['ブランドに合わせた背景色', 'やわらかなスタジオライト', '正方形・縦長・バナーのトリミング'],
      },
      '3': {
        name: 'スタジオ商品カット',
        description: '小物、光、影で演出したスタジオシーン。',
        features: ['小物を使った演出シーン', '方向性のある光とリアルな影', 'ブリーフで一緒に決める雰囲気'],
      },
      '4': {
        name: 'フードスタジオ写真',
        description: 'メニューやデリバリーアプリ向けの、おいしそうな料理写真。',
        features: ['新鮮に見える盛り付けと飾り', 'メニューとデリバリーアプリのサイズ', '湯気・つや・質感を強調'],
      },
      '5': {
        name: 'モデルカット',
        description: 'AIモデルが着用・手に持った商品写真。',
        features: ['お客様の層に合わせたAIモデル', '自然なポーズと肌のトーン', '屋内または屋外の設定'],
      },
      '6': {
        name: 'カスタムビジュアル',
        description: 'ご説明いただければ何でも。価格はお見積もり後に決まります。',
        features: ['ご説明いただけるものなら何でも', '制作前のコンセプトスケッチ', '無料のお見積もり後に価格決定'],
      },
      '7': {
        name: 'バーチャルインテリア',
        description: 'レンダリングした空間に家具やインテリアを配置します。',
        features: ['リアルな部屋に家具を配置', 'さまざまなインテリアスタイル', '昼と夜の照明'],
      },
      '8': {
        name: '3Dキャラクターモデリング',
        description: 'ブランドやマスコットのための3Dキャラクター。',
        features: ['ブリーフに沿ったキャラクターデザイン', '三面図', 'アニメーション・印刷用のデータ'],
      },
      '9': {
        name: '建築モデリング',
        description: '建物や空間の3Dモデルとレンダリング。',
        features: ['外観と内観のレンダリング', '素材と植栽', '昼・夕暮れ・夜のビュー'],
      },
      '10': {
        name: 'AIドローン撮影',
        description: 'ドローンなしでつくる店舗の空撮ビュー。',
        features: ['ドローンなしの空撮ビュー', '周辺の街並みと一緒に見せる店舗', '静止画または短い飛行動画'],
      },
      '11': {
        name: 'AIミュージックビデオ',
        description: '楽曲とコンセプトからつくるミュージックビデオ。',
        features: ['コンセプト、絵コンテ、編集', '楽曲に合わせて生成したシーン', '無料修正2回'],
      },
      '12': {
        name: 'AIシネマティックカット',
        description: '広告やSNS向けの映画のような短いシーン。',
        features: ['映画品質の短いシーン', 'カラーグレーディングとサウンドデザイン', '広告・SNS向けサイズ'],
      },
      '13': {
        name: 'AI音楽制作',
        description: 'ブランド、広告、動画のためのオリジナル音楽。',
        features: ['ブランドのためのオリジナル音楽', 'ジングル、BGM、歌', '商用ライセンス付き'],
      },
    },
    package: {
      sns: {
        name: 'SNSオールインワン',
        description: 'SNSでの力強いスタートに必要なすべて。',
        features: ['1〜2ページの商品詳細ページ', '5〜10秒のショート動画', 'ポスター1枚'],
      },
      delivery: {
        name: 'デリバリー・マーケットアプリ売上アップ',
        description: 'デリバリーアプリやマーケットアプリで目を引く写真。',
        features: ['白背景カット5枚', 'シグネチャープロフィールカット1枚', 'サムネイル3種'],
      },
      ecommerce: {
        name: 'ネットショップ開業',
        description: 'ネットショップを開くための完全なビジュアルキット。',
        features: ['メインバナー', '最大10商品のカタログページ', '商品写真15枚', 'ロゴとブランドキット', 'SNSテンプレート10種', '30日間のマーケティングコンサルティング'],
      },
    },
    template: {
      '1': {
        name: 'グルメパスタ',
        description: '湯気の立つパスタ、フレッシュバジル、キャンドルの灯りが温かいトラットリアのメニュー。',
        features: [],
      },
      '2': {
        name: '伝統の寿司',
        description: 'スレートと竹の上に並ぶ握りと巻物の、落ち着いた和食メニュー。',
        features: [],
      },
      '3': {
        name: 'コーヒーショップ',
        description: 'ラテアート、コーヒー豆、朝の光が心地よいカフェのポスター。',
        features: [],
      },
      '4': {
        name: 'スムージーボウル',
        description: 'デリバリーアプリで映える、鮮やかな真上からのフルーツボウル。',
        features: [],
      },
      '5': {
        name: '韓国焼肉',
        description: 'ジュージュー焼ける網、煙、おかずで魅せる焼肉店のポスター。',
        features: [],
      },
      '6': {
        name: 'ベーカリー＆デザート',
        description: 'ケーキ、クロワッサン、マカロンのやわらかなパステル写真。',
        features: [],
      },
      '7': {
        name: 'タピオカティー',
        description: 'タピオカとフルーツが楽しいドリンクのバナー。',
        features: [],
      },
      '8': {
        name: 'ピザナイト',
        description: 'とろけるチーズと窯焼き生地の力強いメニュー。',
        features: [],
      },
      '10': {
        name: 'ラグジュアリーコスメ',
        description: 'プレミアムスキンケアのためのブラック＆ゴールドの商品詳細ページ。',
        features: [],
      },
      '11': {
        name: 'ウォーターコスメ',
        description: '保湿アイテムのための爽やかな水しぶきと澄んだブルーの光。',
        features: [],
      },
      '12': {
        name: 'ミントコスメ',
        description: 'やさしくクリーンなビューティーラインのための涼しげなミントトーン。',
        features: [],
      },
      '13': {
        name: 'グリーンコスメ',
        description: 'ヴィーガン・ボタニカルブランドのための葉と自然な質感。',
        features: [],
      },
      '14': {
        name: '香水',
        description: 'ガラス、シルク、やわらかな反射が上品なバナー。',
        features: [],
      },
      '15': {
        name: 'リップスティック',
        description: 'リップ製品のための鮮やかなカラースウォッチとクローズアップ。',
        features: [],
      },
      '16': {
        name: 'ストリートファッション',
        description: 'コンクリート、ネオン、力強いポーズのアーバンなポスター。',
        features: [],
      },
      '17': {
        name: 'ミニマルニット',
        description: '季節のニットのためのやわらかなニュートラルトーンと質感。',
        features: [],
      },
      '18': {
        name: 'スニーカー',
        description: 'あらゆる角度から靴を見せる躍動感のあるバナー。',
        features: [],
      },
      '19': {
        name: 'ハンドバッグ',
        description: 'レザーグッズとアクセサリーのための洗練された商品詳細ページ。',
        features: [],
      },
      '20': {
        name: 'ジュエリー',
        description: '指輪、ネックレス、時計のための深いベルベットときらめき。',
        features: [],
      },
      '21': {
        name: 'サマードレス',
        description: '軽やかな生地とバカンスカラーの明るいポスター。',
        features: [],
      },
      '22': {
        name: 'フラワー背景',
        description: 'どんな場面にも合うパステルの花びらの背景。',
        features: [],
      },
      '23': {
        name: 'テックガジェット',
        description: '電子機器のための光るエッジの洗練されたダークシーン。',
        features: [],
      },
      '24': {
        name: 'ホームキャンドル',
        description: 'キャンドルやルームフレグランスのための温かく落ち着いたインテリア。',
        features: [],
      },
      '25': {
        name: 'ペット用品',
        description: 'ペットフードやおもちゃのための明るく親しみやすいバナー。',
        features: [],
      },
      '26': {
        name: 'ステーショナリー',
        description: 'ノート、ペン、手帳のための整ったデスクのフラットレイ。',
        features: [],
      },
      '27': {
        name: 'ワイン',
        description: '深い赤、グラス、セラーの光をまとった商品詳細ページ。',
        features: [],
      },
      '28': {
        name: 'シーズンセール',
        description: '祝日や発売日にすぐ使える目を引くセールバナー。',
        features: [],
      },
    },
  },
  zh: {
    service: {
      '1': {
        name: '白底产品图',
        description: '干净的纯白背景目录图，可直接上架电商平台。',
        features: ['可直接上架电商平台的纯白背景', '校正色彩与曝光', '去除或自然添加阴影'],
      },
      '2': {
        name: '纯色背景产品图',
        description: '与品牌色调相配的背景产品图。',
        features: ['与品牌匹配的背景色', '柔和的影棚灯光', '方形、竖版和横幅裁切'],
      },
      '3': {
        name: '影棚产品图',
        description: '以道具、光线和阴影营造的影棚场景。',
        features: ['搭配道具的布景画面', '有方向感的光线与真实阴影', '在需求简报中与您共同确定氛围'],
      },
      '4': {
        name: '美食影棚图',
        description: '为菜单和外卖平台打造的诱人美食照片。',
        features: ['看起来新鲜的摆盘与点缀', '菜单和外卖平台尺寸', '增强热气、光泽与质感'],
      },
      '5': {
        name: '模特图',
        description: '由AI模特穿戴或手持您的产品。',
        features: ['为您的客群挑选AI模特', '自然的姿态与肤色', '室内或户外场景'],
      },
      '6': {
        name: '定制视觉',
        description: '只要您能描述，我们就能制作，报价后定价。',
        features: ['任何您能描述的内容', '制作前的概念草图', '免费报价后定价'],
      },
      '7': {
        name: '虚拟室内设计',
        description: '将家具和软装摆放在渲染的空间中。',
        features: ['在逼真的空间中摆放家具', '多种室内风格', '白天与夜晚灯光'],
      },
      '8': {
        name: '3D角色建模',
        description: '为您的品牌或吉祥物打造3D角色。',
        features: ['根据需求简报设计角色', '三视图', '可用于动画或印刷的文件'],
      },
      '9': {
        name: '建筑建模',
        description: '建筑与空间的3D模型及渲染图。',
        features: ['外观与室内渲染', '材质与景观', '白天、黄昏与夜晚视角'],
      },
      '10': {
        name: 'AI航拍',
        description: '无需无人机即可获得店铺的鸟瞰画面。',
        features: ['无需无人机的航拍视角', '展示店铺及周边街区', '静态图片或短飞行视频'],
      },
      '11': {
        name: 'AI音乐视频',
        description: '根据您的歌曲和创意制作音乐视频。',
        features: ['创意、分镜与剪辑', '根据歌曲生成画面', '免费修改2次'],
      },
      '12': {
        name: 'AI电影感短片',
        description: '适用于广告和社交媒体的电影级短片段。',
        features: ['电影级短片段', '调色与声音设计', '适配广告和社交媒体的尺寸'],
      },
      '13': {
        name: 'AI音乐制作',
        description: '为品牌、广告或视频创作原创音乐。',
        features: ['为品牌创作的原创音乐', '广告歌、背景音乐和歌曲', '含商业授权'],
      },
    },
    package: {
      sns: {
        name: '社交媒体全能套餐',
        description: '社交媒体强势开局所需的一切。',
        features: ['1-2页详情页', '5-10秒短视频', '1张海报'],
      },
      delivery: {
        name: '外卖与电商平台销量提升',
        description: '让您的店铺在外卖和电商平台中脱颖而出的照片。',
        features: ['5张白底图', '1张招牌形象图', '3种缩略图'],
      },
      ecommerce: {
        name: '网店开业',
        description: '开设网店所需的完整视觉套件。',
        features: ['首页横幅', '最多10件商品的目录页', '15张产品图', '标志与品牌套件', '10个社交媒体模板', '30天营销咨询'],
      },
    },
    template: {
      '1': {
        name: '美味意面',
        description: '热气腾腾的意面、新鲜罗勒与烛光，温馨的意式餐馆菜单。',
        features: [],
      },
      '2': {
        name: '传统寿司',
        description: '石板与竹帘上的握寿司和卷物，沉静的日料菜单。',
        features: [],
      },
      '3': {
        name: '咖啡店',
        description: '拉花、咖啡豆与晨光，温馨的咖啡馆海报。',
        features: [],
      },
      '4': {
        name: '思慕雪碗',
        description: '在外卖平台上格外醒目的缤纷俯拍水果碗。',
        features: [],
      },
      '5': {
        name: '韩式烤肉',
        description: '滋滋作响的烤盘、烟雾与小菜，为烤肉店打造的海报。',
        features: [],
      },
      '6': {
        name: '烘焙与甜点',
        description: '蛋糕、可颂和马卡龙的柔和粉彩照片。',
        features: [],
      },
      '7': {
        name: '珍珠奶茶',
        description: '珍珠与水果相映成趣的饮品横幅。',
        features: [],
      },
      '8': {
        name: '披萨之夜',
        description: '拉丝芝士与窑烤饼底的醒目菜单。',
        features: [],
      },
      '10': {
        name: '奢华美妆',
        description: '高端护肤品的黑金详情页。',
        features: [],
      },
      '11': {
        name: '水润美妆',
        description: '为补水产品打造的清爽水花与通透蓝光。',
        features: [],
      },
      '12': {
        name: '薄荷美妆',
        description: '温和洁净美妆系列的清凉薄荷色调。',
        features: [],
      },
      '13': {
        name: '绿色美妆',
        description: '为纯素与植物品牌打造的叶片与自然质感。',
        features: [],
      },
      '14': {
        name: '香水',
        description: '玻璃、丝绸与柔和反光交织的优雅横幅。',
        features: [],
      },
      '15': {
        name: '口红',
        description: '唇部产品的鲜艳色卡与特写。',
        features: [],
      },
      '16': {
        name: '街头时尚',
        description: '混凝土、霓虹与有力姿态的都市海报。',
        features: [],
      },
      '17': {
        name: '极简针织',
        description: '当季针织品的柔和中性色调与质感。',
        features: [],
      },
      '18': {
        name: '运动鞋',
        description: '全方位展示鞋款的动感横幅。',
        features: [],
      },
      '19': {
        name: '手提包',
        description: '皮具与配饰的精致详情页。',
        features: [],
      },
      '20': {
        name: '珠宝',
        description: '为戒指、项链和手表打造的深色丝绒与闪耀光芒。',
        features: [],
      },
      '21': {
        name: '夏日连衣裙',
        description: '轻盈面料与度假色彩的明媚海报。',
        features: [],
      },
      '22': {
        name: '花卉背景',
        description: '适合任何场合的粉彩花瓣背景。',
        features: [],
      },
      '23': {
        name: '科技产品',
        description: '为电子产品打造的发光边缘暗色场景。',
        features: [],
      },
      '24': {
        name: '家居香薰蜡烛',
        description: '为蜡烛和家居香氛打造的温暖宁静空间。',
        features: [],
      },
      '25': {
        name: '宠物用品',
        description: '宠物食品和玩具的明亮亲切横幅。',
        features: [],
      },
      '26': {
        name: '文具',
        description: '笔记本、笔和手账的整洁桌面平铺图。',
        features: [],
      },
      '27': {
        name: '葡萄酒',
        description: '深红色调、玻璃与酒窖光线的详情页。',
        features: [],
      },
      '28': {
        name: '季节促销',
        description: '节假日和上新日即可使用的醒目促销横幅。',
        features: [],
      },
    },
  },
  vi: {
    service: {
      '1': {
        name: 'Ảnh sản phẩm nền trắng',
        description: 'Ảnh catalogue nền trắng tinh, sẵn sàng đăng lên sàn thương mại điện tử.',
        features: ['Nền trắng tinh, sẵn sàng cho sàn thương mại', 'Chỉnh màu và độ sáng', 'Xóa bóng hoặc thêm bóng tự nhiên'],
      },
      '2': {
        name: 'Ảnh sản phẩm nền đơn sắc',
        description: 'Sản phẩm của bạn trên nền màu hợp với thương hiệu.',
        features: ['Màu nền hợp với thương hiệu', 'Ánh sáng studio dịu nhẹ', 'Cắt khung vuông, dọc và banner'],
      },
      '3': {
        name: 'Ảnh sản phẩm studio',
        description: 'Bối cảnh studio được dàn dựng với đạo cụ, ánh sáng và bóng đổ.',
        features: ['Bối cảnh dàn dựng với đạo cụ', 'Ánh sáng có hướng và bóng đổ chân thực', 'Không khí được chọn cùng bạn trong brief'],
      },
      '4': {
        name: 'Ảnh món ăn studio',
        description: 'Ảnh món ăn hấp dẫn cho thực đơn và ứng dụng giao đồ ăn.',
        features: ['Bày biện và trang trí trông tươi ngon', 'Kích thước cho thực đơn và ứng dụng giao đồ ăn', 'Tôn hơi nóng, độ bóng và kết cấu'],
      },
      '5': {
        name: 'Ảnh người mẫu',
        description: 'Sản phẩm của bạn được người mẫu AI mặc hoặc cầm trên tay.',
        features: ['Người mẫu AI phù hợp khách hàng của bạn', 'Dáng đứng và tông da tự nhiên', 'Bối cảnh trong nhà hoặc ngoài trời'],
      },
      '6': {
        name: 'Hình ảnh theo yêu cầu',
        description: 'Bất cứ thứ gì bạn mô tả được, giá sau khi báo giá.',
        features: ['Bất cứ thứ gì bạn mô tả được', 'Phác thảo ý tưởng trước khi sản xuất', 'Định giá sau khi báo giá miễn phí'],
      },
      '7': {
        name: 'Nội thất ảo',
        description: 'Đặt nội thất và đồ trang trí vào không gian được dựng hình.',
        features: ['Đặt nội thất trong căn phòng chân thực', 'Nhiều phong cách nội thất', 'Ánh sáng ban ngày và buổi tối'],
      },
      '8': {
        name: 'Dựng mô hình nhân vật 3D',
        description: 'Nhân vật 3D cho thương hiệu hoặc linh vật của bạn.',
        features: ['Nhân vật thiết kế theo brief của bạn', 'Các góc nhìn xoay quanh', 'File sẵn sàng cho hoạt hình hoặc in ấn'],
      },
      '9': {
        name: 'Dựng mô hình kiến trúc',
        description: 'Mô hình 3D và ảnh dựng của tòa nhà, không gian.',
        features: ['Ảnh dựng ngoại thất và nội thất', 'Vật liệu và cảnh quan', 'Góc nhìn ngày, hoàng hôn và đêm'],
      },
      '10': {
        name: 'Cảnh quay flycam AI',
        description: 'Góc nhìn từ trên cao của cửa hàng mà không cần flycam.',
        features: ['Góc nhìn trên cao không cần flycam', 'Cửa hàng của bạn giữa khu phố', 'Ảnh tĩnh hoặc đoạn bay ngắn'],
      },
      '11': {
        name: 'Video ca nhạc AI',
        description: 'Video ca nhạc làm từ bài hát và ý tưởng của bạn.',
        features: ['Ý tưởng, kịch bản phân cảnh và dựng phim', 'Cảnh được tạo theo bài hát', 'Hai lần chỉnh sửa miễn phí'],
      },
      '12': {
        name: 'Cảnh quay điện ảnh AI',
        description: 'Những cảnh ngắn chất lượng điện ảnh cho quảng cáo và mạng xã hội.',
        features: ['Cảnh ngắn chất lượng điện ảnh', 'Chỉnh màu và thiết kế âm thanh', 'Kích thước cho quảng cáo và mạng xã hội'],
      },
      '13': {
        name: 'Sản xuất âm nhạc AI',
        description: 'Nhạc gốc cho thương hiệu, quảng cáo hoặc video của bạn.',
        features: ['Nhạc gốc cho thương hiệu', 'Nhạc hiệu, nhạc nền và bài hát', 'Đã gồm giấy phép thương mại'],
      },
    },
    package: {
      sns: {
        name: 'Trọn gói mạng xã hội',
        description: 'Mọi thứ cần cho một màn ra mắt mạnh mẽ trên mạng xã hội.',
        features: ['Trang chi tiết 1-2 trang', 'Video ngắn 5-10 giây', '1 áp phích'],
      },
      delivery: {
        name: 'Tăng doanh số trên ứng dụng giao hàng và chợ online',
        description: 'Ảnh giúp gian hàng nổi bật trên ứng dụng giao đồ ăn và sàn thương mại.',
        features: ['5 ảnh nền trắng', '1 ảnh đại diện đặc trưng', '3 kiểu ảnh thu nhỏ'],
      },
      ecommerce: {
        name: 'Khai trương cửa hàng online',
        description: 'Bộ hình ảnh hoàn chỉnh để mở cửa hàng online của bạn.',
        features: ['Banner chính', 'Trang catalogue tối đa 10 sản phẩm', '15 ảnh sản phẩm', 'Logo và bộ nhận diện thương hiệu', '10 mẫu mạng xã hội', '30 ngày tư vấn marketing'],
      },
    },
    template: {
      '1': {
        name: 'Mì Ý thượng hạng',
        description: 'Thực đơn nhà hàng Ý ấm cúng với mì nóng hổi, húng quế tươi và ánh nến.',
        features: [],
      },
      '2': {
        name: 'Sushi truyền thống',
        description: 'Thực đơn Nhật Bản tĩnh lặng với nigiri và cơm cuộn trên đá phiến và tre.',
        features: [],
      },
      '3': {
        name: 'Quán cà phê',
        description: 'Poster quán cà phê ấm áp với latte art, hạt cà phê và nắng sớm.',
        features: [],
      },
      '4': {
        name: 'Bát sinh tố',
        description: 'Bát trái cây chụp từ trên xuống, rực rỡ nổi bật trên ứng dụng giao đồ ăn.',
        features: [],
      },
      '5': {
        name: 'Thịt nướng Hàn Quốc',
        description: 'Vỉ nướng xèo xèo, khói và món ăn kèm cho nhà hàng nướng.',
        features: [],
      },
      '6': {
        name: 'Bánh ngọt và tráng miệng',
        description: 'Ảnh tông pastel dịu nhẹ của bánh kem, croissant và macaron.',
        features: [],
      },
      '7': {
        name: 'Trà sữa trân châu',
        description: 'Banner vui tươi cho đồ uống với trân châu và trái cây.',
        features: [],
      },
      '8': {
        name: 'Đêm pizza',
        description: 'Thực đơn nổi bật với phô mai kéo sợi và đế nướng lò củi.',
        features: [],
      },
      '10': {
        name: 'Mỹ phẩm cao cấp',
        description: 'Trang chi tiết đen và vàng cho dòng chăm sóc da cao cấp.',
        features: [],
      },
      '11': {
        name: 'Mỹ phẩm cấp nước',
        description: 'Những tia nước tươi mát và ánh xanh trong trẻo cho sản phẩm dưỡng ẩm.',
        features: [],
      },
      '12': {
        name: 'Mỹ phẩm bạc hà',
        description: 'Tông bạc hà mát lạnh cho dòng làm đẹp dịu nhẹ, sạch.',
        features: [],
      },
      '13': {
        name: 'Mỹ phẩm xanh',
        description: 'Lá cây và chất liệu tự nhiên cho thương hiệu thuần chay, thảo mộc.',
        features: [],
      },
      '14': {
        name: 'Nước hoa',
        description: 'Banner thanh lịch với thủy tinh, lụa và ánh phản chiếu dịu nhẹ.',
        features: [],
      },
      '15': {
        name: 'Son môi',
        description: 'Bảng màu rực rỡ và cận cảnh cho sản phẩm son.',
        features: [],
      },
      '16': {
        name: 'Thời trang đường phố',
        description: 'Poster đô thị với bê tông, đèn neon và dáng đứng mạnh mẽ.',
        features: [],
      },
      '17': {
        name: 'Đồ len tối giản',
        description: 'Tông màu trung tính và chất liệu mềm mại cho đồ len theo mùa.',
        features: [],
      },
      '18': {
        name: 'Giày sneaker',
        description: 'Banner sống động giới thiệu giày từ mọi góc nhìn.',
        features: [],
      },
      '19': {
        name: 'Túi xách',
        description: 'Trang chi tiết tinh tế cho đồ da và phụ kiện.',
        features: [],
      },
      '20': {
        name: 'Trang sức',
        description: 'Nhung tối màu và ánh lấp lánh cho nhẫn, dây chuyền và đồng hồ.',
        features: [],
      },
      '21': {
        name: 'Váy mùa hè',
        description: 'Poster rực nắng với vải nhẹ và sắc màu kỳ nghỉ.',
        features: [],
      },
      '22': {
        name: 'Nền hoa',
        description: 'Cánh hoa pastel phía sau sản phẩm, hợp với mọi dịp.',
        features: [],
      },
      '23': {
        name: 'Thiết bị công nghệ',
        description: 'Khung cảnh tối sang trọng với viền phát sáng cho đồ điện tử.',
        features: [],
      },
      '24': {
        name: 'Nến thơm',
        description: 'Không gian ấm áp, yên bình cho nến và hương thơm gia đình.',
        features: [],
      },
      '25': {
        name: 'Đồ dùng thú cưng',
        description: 'Banner tươi sáng, thân thiện cho thức ăn và đồ chơi thú cưng.',
        features: [],
      },
      '26': {
        name: 'Văn phòng phẩm',
        description: 'Ảnh flat-lay bàn làm việc gọn gàng cho sổ, bút và sổ kế hoạch.',
        features: [],
      },
      '27': {
        name: 'Rượu vang',
        description: 'Trang chi tiết với sắc đỏ sâu, ly thủy tinh và ánh sáng hầm rượu.',
        features: [],
      },
      '28': {
        name: 'Khuyến mãi theo mùa',
        description: 'Banner giảm giá nổi bật, sẵn sàng cho ngày lễ và ngày ra mắt.',
        features: [],
      },
    },
  },
};
