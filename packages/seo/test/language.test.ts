import { describe, expect, it } from 'vitest';
import { detectLanguage, extractKeywords, INTERFACE_LANGUAGES } from '../src/index.ts';
import { stopwords } from '../src/language/languages.ts';

const SAMPLES: Record<string, string> = {
  en: 'How to make the crispiest roast potatoes you have ever had, with a trick from my grandmother',
  es: 'Cómo hacer las patatas asadas más crujientes, con un truco de mi abuela para la cena',
  fr: 'Comment faire les pommes de terre rôties les plus croustillantes avec une astuce de ma grand-mère',
  de: 'So machst du die knusprigsten Ofenkartoffeln, mit einem Trick von meiner Oma für das Abendessen',
  it: 'Come fare le patate arrosto più croccanti con un trucco della nonna per la cena di stasera',
  pt: 'Como fazer as batatas assadas mais crocantes com um truque da minha avó para o jantar',
  ru: 'Как приготовить самую хрустящую запечённую картошку, с секретом моей бабушки',
  uk: 'Як приготувати найхрусткішу печену картоплю з секретом моєї бабусі, це дуже просто',
  be: 'Як прыгатаваць самую хрумсткую печаную бульбу з сакрэтам маёй бабулі, гэта вельмі проста',
  he: 'איך להכין את תפוחי האדמה הצלויים הכי פריכים, עם טריק של סבתא שלי',
  ja: '祖母に教わった、いちばんカリカリのローストポテトの作り方を紹介します',
  ko: '할머니에게 배운 가장 바삭한 로스트 감자 만드는 방법을 소개합니다',
  zh: '教你做最酥脆的烤土豆，这是我奶奶教我的小窍门',
  ar: 'كيف تحضر أكثر البطاطس المشوية قرمشة مع حيلة من جدتي',
  hi: 'दादी की ट्रिक से अब तक के सबसे कुरकुरे भुने आलू कैसे बनाएं',
  th: 'วิธีทำมันฝรั่งอบที่กรอบที่สุด ด้วยเคล็ดลับจากคุณยายของฉัน',
  vi: 'Cách làm khoai tây nướng giòn nhất với mẹo của bà tôi cho bữa tối',
  tr: 'Büyükannemin bir hilesiyle en çıtır fırın patatesi nasıl yapılır, çok kolay ve bu tarif için',
  pl: 'Jak zrobić najbardziej chrupiące pieczone ziemniaki z trikiem mojej babci, to jest proste',
  nl: 'Zo maak je de knapperigste geroosterde aardappelen met een truc van mijn oma voor het diner',
  sv: 'Så gör du de krispigaste ugnsrostade potatisarna med ett knep från min mormor som är det bästa',
  da: 'Sådan laver du de sprødeste ovnkartofler med et trick fra min mormor, og det er ikke svært for mig',
  no: 'Slik lager du de sprøeste ovnspotetene med et triks fra min bestemor, og det er ikke vanskelig for meg',
};

describe('detectLanguage', () => {
  it.each(Object.entries(SAMPLES))('recognises %s', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });
  it('says null when unsure', () => {
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('🍕🔥 123')).toBeNull();
    expect(detectLanguage('ok')).toBeNull();
  });
});

describe('stop-words', () => {
  it('exist for all 23 interface languages', () => {
    expect(INTERFACE_LANGUAGES).toHaveLength(23);
    for (const language of INTERFACE_LANGUAGES) expect(stopwords(language).size).toBeGreaterThan(50);
  });
  it('keep English content words a keyword extractor needs', () => {
    for (const word of ['computer', 'fire', 'free', 'home', 'great', 'one'])
      expect(stopwords('en').has(word)).toBe(false);
    for (const word of ['the', 'and', "it's", 'it’s', 'video']) expect(stopwords('en').has(word)).toBe(true);
  });
});

describe('keywords in space-less scripts are real words', () => {
  it('Japanese', () => {
    const k = extractKeywords({
      title: '【冬キャンプ】マイナス5度の湖畔でソロキャンプ｜寒さ対策と味噌鍋',
      description:
        '長野県の湖畔で冬のソロキャンプ。底冷え対策、焚き火のマナー、スキレットで作る鶏と白菜の味噌鍋。',
      tags: ['ソロキャンプ', '冬キャンプ', '焚き火'],
    }).map((x) => x.keyword);
    expect(k.slice(0, 6)).toEqual(expect.arrayContaining(['ソロキャンプ', '冬キャンプ', '味噌鍋']));
    for (const word of k) expect(word).not.toMatch(/^[ぁ-ん]|[をがはにでのと]$/u);
  });
  it('Chinese', () => {
    const k = extractKeywords({
      title: '北京烤鸭怎么做？在家做北京烤鸭的方法',
      description: '今天教大家在家做北京烤鸭，烤鸭皮脆肉嫩。',
      tags: ['北京烤鸭', '烤鸭'],
      language: 'zh',
    }).map((x) => x.keyword);
    expect(k[0]).toBe('北京烤鸭');
    expect(k).not.toContain('京烤');
  });
  it('Thai', () => {
    const k = extractKeywords({
      title: 'ตลาดนัดกลางคืนในกรุงเทพ อาหารริมทาง',
      description: 'เดินตลาดนัดกลางคืนในกรุงเทพ ชิมอาหารริมทาง หมูปิ้ง ข้าวเหนียวมะม่วง',
      tags: ['อาหารริมทาง'],
    }).map((x) => x.keyword);
    expect(k).toEqual(expect.arrayContaining(['อาหารริมทาง', 'กรุงเทพ']));
  });
});
