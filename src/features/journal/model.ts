/** /journal: six curated highlight articles, each bilingual (Arabic may be missing). */
export type JournalTag = 'Original' | 'Review' | 'Editorial'

export interface JournalArticle {
  slug: string
  title_en: string
  title_ar: string
  teaser_en: string
  teaser_ar: string
  tag: JournalTag
  url: string
}

export const JOURNAL_URL = 'https://journals.lww.com/jmsr'
export const AUTHOR_GUIDELINES_URL = 'https://journals.lww.com/jmsr/pages/informationforauthors.aspx'

export const JOURNAL_ARTICLES: readonly JournalArticle[] = [
  {
    slug: 'acl-reconstruction-return-to-sport',
    title_en: 'Return to sport after anterior cruciate ligament reconstruction in Saudi athletes',
    title_ar: 'العودة إلى الرياضة بعد إعادة بناء الرباط الصليبي الأمامي لدى الرياضيين السعوديين',
    teaser_en:
      'A two-year cohort of 214 athletes shows that functional testing, not time alone, predicts a safe return to play.',
    teaser_ar:
      'دراسة أترابية على مدى عامين شملت ٢١٤ رياضيًا تُظهر أن الاختبارات الوظيفية، لا الزمن وحده، هي ما يتنبأ بالعودة الآمنة إلى اللعب.',
    tag: 'Original',
    url: `${JOURNAL_URL}/fulltext/2026/acl-return-to-sport`,
  },
  {
    slug: 'hip-fracture-48-hours',
    title_en: 'Surgery within 48 hours for hip fractures in older adults: a multicenter audit',
    title_ar: 'الجراحة خلال ٤٨ ساعة لكسور الورك لدى كبار السن: تدقيق متعدد المراكز',
    teaser_en: 'Across eleven hospitals, early fixation was linked to fewer complications and shorter stays.',
    teaser_ar: 'في أحد عشر مستشفى، ارتبط التثبيت المبكر بمضاعفات أقل ومدة إقامة أقصر.',
    tag: 'Original',
    url: `${JOURNAL_URL}/fulltext/2026/hip-fracture-audit`,
  },
  {
    slug: 'vitamin-d-bone-health-review',
    title_en: 'Vitamin D deficiency and bone health in the Gulf region: a narrative review',
    title_ar: 'نقص فيتامين د وصحة العظام في منطقة الخليج: مراجعة سردية',
    teaser_en:
      'Why deficiency remains common despite abundant sunshine, and what it means for fracture prevention.',
    teaser_ar: 'لماذا يظل النقص شائعًا رغم وفرة الشمس، وما أثر ذلك في الوقاية من الكسور.',
    tag: 'Review',
    url: `${JOURNAL_URL}/fulltext/2026/vitamin-d-review`,
  },
  {
    slug: 'robotic-knee-arthroplasty',
    title_en: 'Robotic-assisted total knee arthroplasty: where does the evidence stand?',
    title_ar: '',
    teaser_en: 'A critical look at alignment accuracy, early outcomes and cost in recent randomized trials.',
    teaser_ar: '',
    tag: 'Review',
    url: `${JOURNAL_URL}/fulltext/2026/robotic-tka-review`,
  },
  {
    slug: 'pediatric-clubfoot-ponseti',
    title_en: 'Ponseti casting for idiopathic clubfoot: ten years in a regional referral center',
    title_ar: 'علاج القدم الحنفاء بطريقة بونسيتي: عشر سنوات في مركز إحالة إقليمي',
    teaser_en: 'Correction rates, relapse and the role of bracing adherence in 380 feet.',
    teaser_ar: 'معدلات التصحيح والانتكاس ودور الالتزام بالدعامة في ٣٨٠ قدمًا.',
    tag: 'Original',
    url: `${JOURNAL_URL}/fulltext/2026/ponseti-clubfoot`,
  },
  {
    slug: 'editorial-trauma-systems',
    title_en: 'Building regional trauma systems: an orthopedic perspective',
    title_ar: 'بناء أنظمة إقليمية لرعاية الإصابات: منظور جراحة العظام',
    teaser_en:
      'The editors argue for shared protocols and data between hospitals to cut preventable disability after injury.',
    teaser_ar:
      'يدعو المحررون إلى بروتوكولات وبيانات مشتركة بين المستشفيات للحد من الإعاقة التي يمكن تجنبها بعد الإصابات.',
    tag: 'Editorial',
    url: `${JOURNAL_URL}/fulltext/2026/editorial-trauma-systems`,
  },
]

/** When the Arabic title or teaser is empty, the English text shows with a note. */
export function articleText(
  article: JournalArticle,
  locale: 'ar' | 'en',
): { title: string; teaser: string; inEnglish: boolean } {
  if (locale === 'en') return { title: article.title_en, teaser: article.teaser_en, inEnglish: false }
  const inEnglish = !article.title_ar.trim() || !article.teaser_ar.trim()
  return {
    title: article.title_ar.trim() || article.title_en,
    teaser: article.teaser_ar.trim() || article.teaser_en,
    inEnglish,
  }
}
