import type { SessionType } from '@contract/programme'

/** Demo congresses: an upcoming one open for registration and a past symposium, checked in and certified. */

interface SpeakerSeed {
  name_ar: string
  name_en: string
  affiliation_ar: string
  affiliation_en: string
  /** The demo member this speaker is (sign-in name before @): their portrait is the photo. */
  member?: string
}

export interface SessionSeed {
  day: number
  from: string
  to: string
  room: string
  track: string
  type: SessionType
  title_ar: string
  title_en: string
  description_ar: string
  description_en: string
  speakers: SpeakerSeed[]
  credits?: number
}

export interface CongressSeed {
  type: 'conference' | 'symposium'
  status: 'published' | 'completed'
  /** Days from now, moved later when needed so no day falls on the Saudi weekend. */
  startDays: number
  days: number
  /** Registration closes at 23:59 Saudi time, this many days before the first day. */
  deadlineBefore: number
  capacity: number
  location_ar: string
  location_en: string
  title_ar: string
  title_en: string
  description_ar: string
  description_en: string
  /** `accreditedDays` counts from the first day (negative: before it). */
  accreditation: { body: string; number: string; accreditedDays: number; maxCredits: number }
  sessions: SessionSeed[]
}

const PALM_HALL = 'قاعة النخيل · Palm Hall'
const OASIS_HALL = 'قاعة الواحة · Oasis Hall'
const MAIN_HALL = 'القاعة الرئيسية · Main Hall'
const TRAUMA = 'الإصابات · Trauma'
const SPORTS = 'الطب الرياضي · Sports medicine'

const SPEAKERS = {
  shehri: {
    name_ar: 'أ.د. عبدالله الشهري',
    name_en: 'Prof. Abdullah Al-Shehri',
    affiliation_ar: 'مدينة الملك سعود الطبية، الرياض',
    affiliation_en: 'King Saud Medical City, Riyadh',
    member: 'abdullah.al.shehri',
  },
  anazi: {
    name_ar: 'د. تركي العنزي',
    name_en: 'Dr. Turki Al-Anazi',
    affiliation_ar: 'مستشفى الملك فهد التخصصي بالدمام',
    affiliation_en: 'King Fahad Specialist Hospital, Dammam',
    member: 'turki.al.anazi',
  },
  nouf: {
    name_ar: 'د. نوف الحربي',
    name_en: 'Dr. Nouf Al-Harbi',
    affiliation_ar: 'مستشفى الملك فيصل التخصصي، الرياض',
    affiliation_en: 'King Faisal Specialist Hospital, Riyadh',
    member: 'nouf.al.harbi',
  },
  lama: {
    name_ar: 'د. لمى الراشد',
    name_en: 'Dr. Lama Al-Rashid',
    affiliation_ar: 'مستشفى جامعة الملك خالد، الرياض',
    affiliation_en: 'King Khalid University Hospital, Riyadh',
    member: 'lama.al.rashid',
  },
  khalid: {
    name_ar: 'د. خالد الدوسري',
    name_en: 'Dr. Khalid Al-Dossary',
    affiliation_ar: 'مستشفى جونز هوبكنز أرامكو الطبي، الظهران',
    affiliation_en: 'Johns Hopkins Aramco Healthcare, Dhahran',
    member: 'khalid.al.dossary',
  },
  ibrahim: {
    name_ar: 'د. إبراهيم الدوسري',
    name_en: 'Dr. Ibrahim Al-Dossary',
    affiliation_ar: 'مستشفى الملك عبدالعزيز الجامعي، جدة',
    affiliation_en: 'King Abdulaziz University Hospital, Jeddah',
    member: 'ibrahim.al.dossary',
  },
  hatem: {
    name_ar: 'د. حاتم بخاري',
    name_en: 'Dr. Hatem Bukhari',
    affiliation_ar: 'مستشفى د. سليمان فقيه، جدة',
    affiliation_en: 'Dr. Soliman Fakeeh Hospital, Jeddah',
    member: 'hatem.bukhari',
  },
  yousef: {
    name_ar: 'د. يوسف الحربي',
    name_en: 'Dr. Yousef Al-Harbi',
    affiliation_ar: 'مدينة الأمير سلطان الطبية العسكرية، الرياض',
    affiliation_en: 'Prince Sultan Military Medical City, Riyadh',
    member: 'yousef.al.harbi',
  },
  waleed: {
    name_ar: 'د. وليد العمري',
    name_en: 'Dr. Waleed Al-Omari',
    affiliation_ar: 'مدينة الملك فهد الطبية، الرياض',
    affiliation_en: 'King Fahad Medical City, Riyadh',
    member: 'waleed.al.omari',
  },
} satisfies Record<string, SpeakerSeed>

export const UPCOMING_CONGRESS: CongressSeed = {
  type: 'conference',
  status: 'published',
  startDays: 21,
  days: 2,
  deadlineBefore: 5,
  capacity: 250,
  location_ar: 'فندق فيرمونت الرياض، بوابة الأعمال، الرياض',
  location_en: 'Fairmont Riyadh, Business Gate, Riyadh',
  title_ar: 'مؤتمر الرياض لإصابات العظام والطب الرياضي',
  title_en: 'Riyadh Orthopedic Trauma and Sports Medicine Congress',
  description_ar:
    'مؤتمر علمي على مدى يومين في مسارين متوازيين، الإصابات والطب الرياضي: محاضرة رئيسية وحلقات نقاش وأبحاث حرة وورش عمل تطبيقية، بساعات تعليم طبي مستمر معتمدة من الهيئة السعودية للتخصصات الصحية. سجّل من البوابة وتصلك تذكرتك الإلكترونية فورًا، واحفظ جلساتك المفضلة في جدولك.',
  description_en:
    'A two-day scientific congress in two parallel tracks, trauma and sports medicine: a keynote, panels, free papers and hands-on workshops, with CME hours accredited by the Saudi Commission for Health Specialties. Register in the portal to get your e-ticket at once, and star the sessions you want in your agenda.',
  accreditation: { body: 'SCFHS', number: 'OR-0517', accreditedDays: -35, maxCredits: 8 },
  sessions: [
    {
      day: 0,
      from: '08:00',
      to: '08:30',
      room: PALM_HALL,
      track: '',
      type: 'ceremony',
      title_ar: 'حفل الافتتاح والترحيب',
      title_en: 'Opening and welcome',
      description_ar: 'كلمة رئيس الجمعية وكلمة رئيس اللجنة العلمية للمؤتمر.',
      description_en: 'Welcome from the society’s president and the chair of the scientific committee.',
      speakers: [],
      credits: 0,
    },
    {
      day: 0,
      from: '08:30',
      to: '09:30',
      room: PALM_HALL,
      track: '',
      type: 'keynote',
      title_ar:
        'المحاضرة الرئيسية: رعاية المصابين بإصابات متعددة في المملكة، دروس من عشر سنوات من بيانات السجل الوطني',
      title_en: 'Keynote: polytrauma care in the Kingdom, lessons from ten years of national registry data',
      description_ar:
        'ما الذي تغيّر في نتائج علاج المصابين بإصابات متعددة منذ إنشاء مراكز الإصابات، وأين ما زالت الفجوات بين المناطق؟',
      description_en:
        'What has changed in the outcomes of polytrauma care since trauma centres were set up, and where the gaps between regions remain.',
      speakers: [SPEAKERS.shehri],
    },
    {
      day: 0,
      from: '09:30',
      to: '10:00',
      room: PALM_HALL,
      track: '',
      type: 'break',
      title_ar: 'استراحة قهوة وزيارة المعرض',
      title_en: 'Coffee break and exhibition',
      description_ar: 'القهوة والمعرض الطبي في البهو المجاور لقاعة النخيل.',
      description_en: 'Coffee and the medical exhibition in the foyer next to the Palm Hall.',
      speakers: [],
    },
    {
      day: 0,
      from: '10:00',
      to: '11:30',
      room: PALM_HALL,
      track: TRAUMA,
      type: 'panel',
      title_ar: 'كسور الورك لدى كبار السن: تثبيت أم استبدال؟',
      title_en: 'Hip fractures in older adults: fix or replace?',
      description_ar:
        'حلقة نقاش حول اختيار العلاج لكسور عنق الفخذ وما حول المدوَّر، وتوقيت الجراحة خلال ٤٨ ساعة، والتأهيل المبكر.',
      description_en:
        'A panel on choosing treatment for femoral neck and trochanteric fractures, surgery within 48 hours, and early rehabilitation.',
      speakers: [SPEAKERS.anazi, SPEAKERS.lama, SPEAKERS.nouf],
    },
    {
      day: 0,
      from: '10:00',
      to: '11:30',
      room: OASIS_HALL,
      track: SPORTS,
      type: 'lecture',
      title_ar: 'إعادة بناء الرباط الصليبي الأمامي: اختيار الطُّعم والعودة إلى الملاعب',
      title_en: 'ACL reconstruction: graft choice and return to sport',
      description_ar:
        'مقارنة بين طُعم الوتر الرضفي وأوتار الركبة الخلفية ووتر العضلة رباعية الرؤوس، ومعايير العودة الآمنة إلى اللعب.',
      description_en:
        'Patellar tendon, hamstring and quadriceps grafts compared, and the criteria for a safe return to play.',
      speakers: [SPEAKERS.khalid],
    },
    {
      day: 0,
      from: '11:30',
      to: '12:30',
      room: PALM_HALL,
      track: '',
      type: 'break',
      title_ar: 'استراحة الغداء وصلاة الظهر',
      title_en: 'Lunch and Dhuhr prayer',
      description_ar: 'الغداء في قاعة الطعام، والمصلى في الدور الأرضي.',
      description_en: 'Lunch in the dining hall; the prayer room is on the ground floor.',
      speakers: [],
    },
    {
      day: 0,
      from: '12:30',
      to: '14:00',
      room: PALM_HALL,
      track: TRAUMA,
      type: 'free_papers',
      title_ar: 'أبحاث حرة: الإصابات',
      title_en: 'Free papers: trauma',
      description_ar: 'ثمانية أبحاث مختارة من مراكز المملكة، سبع دقائق لكل بحث تليها ثلاث دقائق للأسئلة.',
      description_en:
        'Eight selected papers from centres across the Kingdom, seven minutes each followed by three minutes of questions.',
      speakers: [SPEAKERS.nouf],
    },
    {
      day: 0,
      from: '12:30',
      to: '14:30',
      room: OASIS_HALL,
      track: SPORTS,
      type: 'workshop',
      title_ar: 'ورشة عملية: إصلاح الغضروف الهلالي بالمنظار',
      title_en: 'Hands-on workshop: arthroscopic meniscal repair',
      description_ar:
        'تدريب على نماذج الركبة بتقنيات الخياطة من الداخل إلى الخارج وبالكامل من الداخل. المقاعد محدودة بعشرين متدربًا.',
      description_en:
        'Practice on knee models with inside-out and all-inside suture techniques. Limited to twenty trainees.',
      speakers: [SPEAKERS.ibrahim, SPEAKERS.hatem],
    },
    {
      day: 1,
      from: '08:30',
      to: '10:00',
      room: PALM_HALL,
      track: TRAUMA,
      type: 'lecture',
      title_ar: 'كسور الحوض والحُق: الساعات الأربع والعشرون الأولى',
      title_en: 'Pelvic and acetabular fractures: the first 24 hours',
      description_ar: 'السيطرة على النزيف، والتثبيت الخارجي المؤقت، ومتى يُنقل المريض إلى مركز متخصص.',
      description_en:
        'Controlling bleeding, temporary external fixation, and when to transfer to a specialist centre.',
      speakers: [SPEAKERS.anazi],
    },
    {
      day: 1,
      from: '08:30',
      to: '10:00',
      room: OASIS_HALL,
      track: SPORTS,
      type: 'panel',
      title_ar: 'عدم ثبات الكتف لدى الرياضيين الشباب',
      title_en: 'Shoulder instability in young athletes',
      description_ar:
        'متى يكفي العلاج التحفظي بعد الخلع الأول؟ ومتى نلجأ إلى إصلاح بانكارت أو عملية لاترجيه؟',
      description_en:
        'When is conservative care enough after a first dislocation, and when is a Bankart repair or a Latarjet needed?',
      speakers: [SPEAKERS.yousef, SPEAKERS.khalid],
    },
    {
      day: 1,
      from: '10:00',
      to: '10:30',
      room: PALM_HALL,
      track: '',
      type: 'break',
      title_ar: 'استراحة قهوة',
      title_en: 'Coffee break',
      description_ar: 'القهوة في البهو المجاور لقاعة النخيل.',
      description_en: 'Coffee in the foyer next to the Palm Hall.',
      speakers: [],
    },
    {
      day: 1,
      from: '10:30',
      to: '12:30',
      room: PALM_HALL,
      track: TRAUMA,
      type: 'workshop',
      title_ar: 'ورشة عملية: التثبيت بالمسمار النخاعي لكسور عظم الساق',
      title_en: 'Hands-on workshop: intramedullary nailing of tibial fractures',
      description_ar:
        'نقاط الدخول، والرد المغلق، وتثبيت المسامير البعيدة، على نماذج عظمية مع محاكاة الأشعة أثناء الجراحة.',
      description_en:
        'Entry points, closed reduction and distal locking, on bone models with simulated intraoperative imaging.',
      speakers: [SPEAKERS.nouf, SPEAKERS.shehri],
    },
    {
      day: 1,
      from: '10:30',
      to: '12:00',
      room: OASIS_HALL,
      track: SPORTS,
      type: 'symposium',
      title_ar: 'العودة إلى اللعب: مناقشة حالات سريرية',
      title_en: 'Return to play: case discussions',
      description_ar: 'حالات من الدوري السعودي والرياضة المدرسية يعرضها الفريق الطبي ويناقشها الحضور.',
      description_en:
        'Cases from the Saudi league and school sport, presented by the medical team and discussed with the audience.',
      speakers: [SPEAKERS.ibrahim, SPEAKERS.yousef],
    },
  ],
}

export const PAST_SYMPOSIUM: CongressSeed = {
  type: 'symposium',
  status: 'completed',
  startDays: -75,
  days: 1,
  deadlineBefore: 5,
  capacity: 120,
  location_ar: 'مدينة الملك فهد الطبية، الرياض',
  location_en: 'King Fahad Medical City, Riyadh',
  title_ar: 'ندوة الرياض لجراحة الركبة والرباط الصليبي',
  title_en: 'Riyadh Knee and ACL Symposium',
  description_ar:
    'ندوة علمية ليوم واحد عن إصابات الركبة لدى الرياضيين، من التشخيص إلى إعادة البناء والتأهيل، بساعات تعليم طبي مستمر معتمدة.',
  description_en:
    'A one-day scientific symposium on knee injuries in athletes, from diagnosis to reconstruction and rehabilitation, with accredited CME hours.',
  accreditation: { body: 'SCFHS', number: 'OR-0388', accreditedDays: -30, maxCredits: 4 },
  sessions: [
    {
      day: 0,
      from: '08:30',
      to: '09:30',
      room: MAIN_HALL,
      track: '',
      type: 'lecture',
      title_ar: 'تشريح الرباط الصليبي الأمامي ووظيفته الحيوية',
      title_en: 'Anatomy and biomechanics of the ACL',
      description_ar: 'حزمتا الرباط ونقاط اتصاله ودورها في اختيار مواضع الأنفاق.',
      description_en: 'The two bundles and their footprints, and what they mean for tunnel placement.',
      speakers: [SPEAKERS.lama],
    },
    {
      day: 0,
      from: '09:30',
      to: '10:30',
      room: MAIN_HALL,
      track: '',
      type: 'lecture',
      title_ar: 'الفحص السريري والرنين المغناطيسي لإصابات الركبة',
      title_en: 'Clinical examination and MRI of knee injuries',
      description_ar: 'اختبارات لاكمان والدرج الأمامي والمحور، وما يضيفه الرنين المغناطيسي وما لا يضيفه.',
      description_en: 'The Lachman, anterior drawer and pivot shift tests, and what MRI adds and does not.',
      speakers: [SPEAKERS.waleed],
    },
    {
      day: 0,
      from: '10:30',
      to: '11:00',
      room: MAIN_HALL,
      track: '',
      type: 'break',
      title_ar: 'استراحة قهوة',
      title_en: 'Coffee break',
      description_ar: 'القهوة في بهو القاعة الرئيسية.',
      description_en: 'Coffee in the foyer of the main hall.',
      speakers: [],
    },
    {
      day: 0,
      from: '11:00',
      to: '12:30',
      room: MAIN_HALL,
      track: '',
      type: 'panel',
      title_ar: 'مضاعفات إعادة بناء الرباط الصليبي وجراحات المراجعة',
      title_en: 'Complications of ACL reconstruction and revision surgery',
      description_ar:
        'التيبّس والعدوى وفشل الطُّعم: كيف نتجنبها، وكيف نخطط لجراحة المراجعة على مرحلة أو مرحلتين.',
      description_en:
        'Stiffness, infection and graft failure: how to avoid them, and how to plan a revision in one or two stages.',
      speakers: [SPEAKERS.khalid, SPEAKERS.lama, SPEAKERS.waleed],
    },
  ],
}
