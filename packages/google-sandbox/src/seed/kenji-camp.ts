// けんじの週末キャンプ, a Japanese-language camping channel with Japanese captions (pure data).
import { videoBuilder, type VideoSpec } from './spec.ts';

const WINTER_SOLO = [
  'こんにちは、けんじです。今日は長野県の湖のほとりで、冬のソロキャンプをします。気温は夜になるとマイナス五度まで下がる予報なので、寒さ対策をしっかり紹介していきます。',
  'まずはテントの設営です。冬は地面からの冷えが一番つらいので、テントの下にグランドシートを敷いて、中には銀マットとエアマットを重ねます。この二枚重ねで、底冷えがかなり違います。',
  '次に焚き火の準備です。薪は乾いた広葉樹を選ぶと、火持ちが良くて煙も少ないです。焚き火台の下には必ず耐火シートを敷いてください。芝生や地面を焦がさないのがキャンプ場のマナーです。',
  '今日のキャンプ飯は、鶏肉と白菜の味噌鍋です。スキレットに鶏もも肉を焼き付けて、白菜とネギ、きのこを入れたら、味噌と少しのみりんで味を整えます。寒い夜には、これが一番です。',
  '夜は寝袋の中に湯たんぽを入れて寝ました。朝起きたら、テントの内側が凍っていました。でも寝袋の中は暖かくて、ぐっすり眠れました。使ったギアは概要欄にまとめています。それでは、また来週。',
];

const CAMP_RICE = [
  'けんじです。今回は、メスティンを使ってキャンプでご飯を炊く方法を紹介します。初心者の方でも、ほったらかしで失敗しない方法です。',
  'お米は一合、水は百八十ミリリットルです。お米を研いだら、最低でも三十分は水に浸けておきましょう。この浸水が、ふっくら炊き上げるための一番大事なポイントです。',
  '固形燃料を一個使います。火をつけてメスティンを乗せたら、あとは燃料が燃え尽きるまで何もしません。だいたい二十五分くらいです。途中でふたを開けないでください。',
  '火が消えたら、メスティンをタオルで包んで、ひっくり返して十分蒸らします。ふたを開けると、おこげも少しできて、ちょうどいい炊き上がりです。今日はこれに焼き鮭と味噌汁を合わせました。',
];

const camp = videoBuilder({ category: 19, language: 'ja', likeRate: 0.028, commentRate: 0.0015 });

// Thumbnail overlay text is Latin on purpose: the sandbox renders thumbnails with the machine's fonts, and
// CJK fonts are not guaranteed to be installed.
export const KENJI_VIDEOS: VideoSpec[] = [
  {
    ...camp(
      'kc-winter-solo',
      '【冬キャンプ】マイナス5度の湖畔でソロキャンプ｜寒さ対策と味噌鍋',
      '長野県の湖畔で冬のソロキャンプ。底冷え対策、焚き火のマナー、スキレットで作る鶏と白菜の味噌鍋。\n\n0:00 オープニング\n0:50 テント設営と寒さ対策\n2:30 焚き火の準備\n4:10 味噌鍋\n6:00 翌朝\n\n使用ギア一覧: https://kenjicamp.example/gear',
      ['ソロキャンプ', '冬キャンプ', 'キャンプ飯', '焚き火', '寒さ対策', 'winter camping'],
      '2025-01-25T10:00:00Z',
      'PT16M40S',
      284_300,
      '-5°C SOLO CAMP',
    ),
    customThumbnail: true,
    localizations: {
      en: {
        title: 'Winter Solo Camping by a Lake at -5°C | Staying Warm and Miso Hot Pot',
        description:
          'Winter solo camping in Nagano: ground insulation, campfire manners and a skillet miso hot pot.',
      },
    },
    captions: [{ language: 'ja', name: '日本語', sections: WINTER_SOLO }],
  },
  {
    ...camp(
      'kc-mestin-rice',
      'メスティンでご飯を炊く方法｜初心者でも失敗しない固形燃料の自動炊飯',
      '固形燃料ひとつで、ほったらかし炊飯。浸水時間と蒸らしのコツ。',
      ['メスティン', '自動炊飯', 'キャンプ飯', 'キャンプ初心者'],
      '2024-10-12T10:00:00Z',
      'PT9M15S',
      412_660,
      'MESS TIN RICE',
    ),
    captions: [{ language: 'ja', name: '日本語', sections: CAMP_RICE }],
  },
  camp(
    'kc-gear-2025',
    '2025年 ソロキャンプ道具 全部紹介',
    '今年使っているキャンプ道具を全部紹介します。',
    ['キャンプ道具', 'ソロキャンプ', 'ギア紹介'],
    '2025-04-05T10:00:00Z',
    'PT21M30S',
    156_230,
    'GEAR 2025',
  ),
  camp('kc-rain-camp', '雨キャンプ', '', [], '2022-06-18T10:00:00Z', 'PT12M02S', 8_905, 'RAIN'),
  {
    ...camp(
      'kc-short-fire',
      'フェザースティックの作り方 #shorts',
      'ナイフ一本で着火しやすい薪を作ります。',
      ['フェザースティック', '焚き火', 'shorts'],
      '2025-09-13T10:00:00Z',
      'PT41S',
      901_440,
      'FEATHER STICK',
    ),
    vertical: true,
  },
  camp(
    'kc-autumn-leaves',
    '紅葉の山でデイキャンプ｜ホットサンドと珈琲',
    '紅葉シーズンの山で、ホットサンドを焼いて珈琲を淹れるだけの休日。',
    ['デイキャンプ', '紅葉', 'ホットサンド', 'コーヒー'],
    '2025-11-15T10:00:00Z',
    'PT13M44S',
    98_120,
    'AUTUMN DAY CAMP',
  ),
  camp(
    'kc-first-camp',
    '初めてのソロキャンプ',
    '初めてのソロキャンプに行ってきました。',
    ['ソロキャンプ'],
    '2021-06-12T10:00:00Z',
    'PT15M20S',
    22_450,
    'FIRST CAMP',
  ),
  {
    ...camp(
      'kc-private-edit',
      '北海道キャンプ旅（編集中）',
      '編集中',
      [],
      '2025-12-10T10:00:00Z',
      'PT31M05S',
      0,
      'HOKKAIDO',
    ),
    privacy: 'private',
  },
];
