/** Demo news posts in both languages, plus drafts, a scheduled post and a hidden page. */
export interface NewsSeed {
  category: 'announcements' | 'conferences' | 'research' | 'education' | 'community'
  daysAgo: number
  title_ar: string
  title_en: string
  lead_ar: string
  lead_en: string
  points_ar: [string, string, string]
  points_en: [string, string, string]
}

export const NEWS: NewsSeed[] = [
  {
    category: 'conferences',
    daysAgo: 1,
    title_ar: 'انطلاق التسجيل في المؤتمر السنوي الخامس عشر لجراحة العظام',
    title_en: 'Registration opens for the 15th Annual Orthopedic Conference',
    lead_ar:
      'أعلنت الجمعية فتح باب التسجيل في مؤتمرها السنوي الذي يجمع نخبة من جراحي العظام من المملكة والعالم في الرياض.',
    lead_en:
      'The society has opened registration for its annual conference, bringing together leading orthopedic surgeons from the Kingdom and abroad in Riyadh.',
    points_ar: [
      'أكثر من ستين محاضرة علمية على مدى ثلاثة أيام',
      'ورش عمل تطبيقية في تنظير المفاصل وجراحة العمود الفقري',
      'ساعات تعليم طبي مستمر معتمدة من الهيئة السعودية للتخصصات الصحية',
    ],
    points_en: [
      'More than sixty scientific lectures over three days',
      'Hands-on workshops in arthroscopy and spine surgery',
      'CME hours accredited by the Saudi Commission for Health Specialties',
    ],
  },
  {
    category: 'announcements',
    daysAgo: 3,
    title_ar: 'الجمعية تطلق بوابة الأعضاء الجديدة',
    title_en: 'The society launches its new member portal',
    lead_ar:
      'أصبح بإمكان الأعضاء الآن إدارة ملفاتهم المهنية والاطلاع على الفعاليات والموارد من مكان واحد وبلغتين.',
    lead_en:
      'Members can now manage their professional profiles and follow events and resources from one place, in two languages.',
    points_ar: [
      'دليل أعضاء قابل للبحث حسب التخصص والمدينة',
      'تنبيهات بالفعاليات وفرص التعليم المستمر',
      'يعمل على الهاتف حتى دون اتصال بالإنترنت',
    ],
    points_en: [
      'A member directory searchable by specialty and city',
      'Alerts about events and CME opportunities',
      'Works on the phone, even offline',
    ],
  },
  {
    category: 'research',
    daysAgo: 5,
    title_ar: 'دراسة وطنية حول كسور الورك لدى كبار السن',
    title_en: 'National study on hip fractures in older adults',
    lead_ar:
      'تشارك عشرون مستشفى في دراسة متعددة المراكز لقياس نتائج علاج كسور الورك خلال الثماني والأربعين ساعة الأولى.',
    lead_en:
      'Twenty hospitals take part in a multicenter study measuring outcomes when hip fractures are treated within the first 48 hours.',
    points_ar: [
      'تسجيل أكثر من ألفي مريض خلال عامين',
      'قياس معدلات المضاعفات والعودة إلى المشي',
      'نتائج أولية متوقعة في المؤتمر السنوي',
    ],
    points_en: [
      'More than two thousand patients enrolled over two years',
      'Complication rates and return to walking measured',
      'Preliminary results expected at the annual conference',
    ],
  },
  {
    category: 'education',
    daysAgo: 7,
    title_ar: 'برنامج الزمالة في جراحة اليد يستقبل دفعة جديدة',
    title_en: 'Hand surgery fellowship welcomes a new cohort',
    lead_ar: 'استقبل برنامج الزمالة ستة أطباء جدد سيتدربون في مراكز معتمدة في الرياض وجدة والدمام.',
    lead_en:
      'The fellowship program welcomed six new doctors who will train at accredited centers in Riyadh, Jeddah and Dammam.',
    points_ar: [
      'تدريب سريري لمدة عامين',
      'مناوبات في جراحة الأعصاب الطرفية والأوتار',
      'مشروع بحثي إلزامي لكل متدرب',
    ],
    points_en: [
      'Two years of clinical training',
      'Rotations in peripheral nerve and tendon surgery',
      'A required research project for every fellow',
    ],
  },
  {
    category: 'community',
    daysAgo: 9,
    title_ar: 'حملة توعوية عن هشاشة العظام في المراكز التجارية',
    title_en: 'Osteoporosis awareness campaign in shopping centers',
    lead_ar: 'نظم متطوعو الجمعية حملة لقياس كثافة العظام وتقديم النصائح الغذائية لأكثر من ثلاثة آلاف زائر.',
    lead_en:
      'Society volunteers ran a campaign offering bone density screening and nutrition advice to more than three thousand visitors.',
    points_ar: [
      'فحص مجاني لكثافة العظام',
      'نصائح حول فيتامين د والكالسيوم',
      'إحالة الحالات عالية الخطورة إلى العيادات المتخصصة',
    ],
    points_en: [
      'Free bone density screening',
      'Advice on vitamin D and calcium',
      'High-risk cases referred to specialist clinics',
    ],
  },
  {
    category: 'conferences',
    daysAgo: 12,
    title_ar: 'ملتقى جدة لإصابات الملاعب يختتم أعماله',
    title_en: 'Jeddah Sports Injuries Forum concludes',
    lead_ar: 'اختتم الملتقى أعماله بتوصيات حول الوقاية من إصابات الرباط الصليبي لدى الرياضيين الناشئين.',
    lead_en:
      'The forum closed with recommendations on preventing cruciate ligament injuries in young athletes.',
    points_ar: ['برامج إحماء وقائية في الأندية', 'تقييم مبكر لإصابات الركبة', 'تعاون مع الاتحادات الرياضية'],
    points_en: [
      'Preventive warm-up programs in clubs',
      'Early assessment of knee injuries',
      'Cooperation with sports federations',
    ],
  },
  {
    category: 'research',
    daysAgo: 14,
    title_ar: 'منح بحثية لدعم الباحثين الشباب في جراحة العظام',
    title_en: 'Research grants for young orthopedic investigators',
    lead_ar:
      'تعلن الجمعية عن خمس منح بحثية سنوية لأطباء الإقامة والزمالة بقيمة تصل إلى خمسين ألف ريال لكل منحة.',
    lead_en:
      'The society announces five yearly research grants for residents and fellows, worth up to SAR 50,000 each.',
    points_ar: [
      'الأولوية للأبحاث السريرية متعددة المراكز',
      'إشراف من أعضاء اللجنة العلمية',
      'آخر موعد للتقديم نهاية الربع القادم',
    ],
    points_en: [
      'Priority for multicenter clinical research',
      'Mentoring by members of the scientific committee',
      'Applications close at the end of next quarter',
    ],
  },
  {
    category: 'education',
    daysAgo: 16,
    title_ar: 'سلسلة محاضرات شهرية عن جراحة العمود الفقري',
    title_en: 'Monthly lecture series on spine surgery',
    lead_ar:
      'تبدأ سلسلة محاضرات عبر الإنترنت يقدمها استشاريون في جراحة العمود الفقري لمناقشة الحالات المعقدة.',
    lead_en: 'An online lecture series begins, in which spine consultants discuss complex cases.',
    points_ar: [
      'محاضرة في الخميس الأول من كل شهر',
      'مناقشة حالات حقيقية مع الحفاظ على خصوصية المرضى',
      'تسجيلات متاحة للأعضاء',
    ],
    points_en: [
      'A lecture on the first Thursday of every month',
      'Real cases discussed with patient privacy protected',
      'Recordings available to members',
    ],
  },
  {
    category: 'announcements',
    daysAgo: 19,
    title_ar: 'تشكيل مجلس إدارة الجمعية للدورة الجديدة',
    title_en: 'New board of directors formed for the coming term',
    lead_ar:
      'أسفرت انتخابات الجمعية العمومية عن تشكيل مجلس إدارة جديد يضم تسعة أعضاء من مختلف مناطق المملكة.',
    lead_en:
      'The general assembly elections formed a new nine-member board drawn from every region of the Kingdom.',
    points_ar: [
      'مشاركة قياسية في التصويت الإلكتروني',
      'تمثيل أكبر للطبيبات في المجلس',
      'خطة استراتيجية للأعوام الثلاثة القادمة',
    ],
    points_en: [
      'Record turnout in the electronic vote',
      'Greater representation of women surgeons on the board',
      'A strategic plan for the next three years',
    ],
  },
  {
    category: 'community',
    daysAgo: 21,
    title_ar: 'يوم طبي مجاني لفحص تشوهات القدم لدى الأطفال في أبها',
    title_en: 'Free clinic day for children’s foot deformities in Abha',
    lead_ar: 'فحص فريق من جراحي عظام الأطفال أكثر من مئتي طفل وقدم الإرشاد للأسر حول العلاج المبكر.',
    lead_en:
      'A team of pediatric orthopedic surgeons examined more than two hundred children and advised families on early treatment.',
    points_ar: [
      'تشخيص مبكر لحالات القدم الحنفاء',
      'جلسات توعية للأمهات',
      'متابعة الحالات في مستشفى عسير المركزي',
    ],
    points_en: [
      'Early diagnosis of clubfoot',
      'Awareness sessions for mothers',
      'Follow-up at Aseer Central Hospital',
    ],
  },
  {
    category: 'research',
    daysAgo: 24,
    title_ar: 'نشر السجل الوطني لعمليات استبدال المفاصل',
    title_en: 'National joint replacement registry report published',
    lead_ar: 'يوثق التقرير الأول للسجل الوطني أكثر من خمسة آلاف عملية استبدال للركبة والورك.',
    lead_en: 'The registry’s first report documents more than five thousand knee and hip replacements.',
    points_ar: [
      'معدل مراجعة منخفض خلال العامين الأولين',
      'تباين في أنواع المفاصل المستخدمة',
      'توصيات لتوحيد البروتوكولات',
    ],
    points_en: [
      'A low revision rate in the first two years',
      'Wide variation in implant choice',
      'Recommendations for shared protocols',
    ],
  },
  {
    category: 'education',
    daysAgo: 27,
    title_ar: 'دورة أساسيات التثبيت الداخلي للكسور لأطباء الإقامة',
    title_en: 'Fracture fixation basics course for residents',
    lead_ar: 'أكمل أربعون طبيب إقامة دورة عملية في مبادئ التثبيت الداخلي باستخدام نماذج عظمية.',
    lead_en: 'Forty residents completed a hands-on course in internal fixation principles using bone models.',
    points_ar: ['تطبيق عملي على الصفائح والمسامير', 'تقييم مهارات قبل الدورة وبعدها', 'شهادة حضور معتمدة'],
    points_en: [
      'Hands-on practice with plates and screws',
      'Skills assessed before and after the course',
      'An accredited certificate of attendance',
    ],
  },
  {
    category: 'announcements',
    daysAgo: 30,
    title_ar: 'تحديث دليل الممارسة السريرية لإصابات الكتف',
    title_en: 'Shoulder injury practice guideline updated',
    lead_ar: 'أصدرت اللجنة العلمية نسخة محدثة من دليل علاج خلع الكتف وتمزقات الكفة المدورة.',
    lead_en:
      'The scientific committee released an updated guideline on shoulder dislocation and rotator cuff tears.',
    points_ar: ['معايير واضحة للتدخل الجراحي', 'بروتوكولات تأهيل بعد العملية', 'مراجعة أحدث الأدلة العلمية'],
    points_en: [
      'Clear criteria for surgery',
      'Rehabilitation protocols after surgery',
      'A review of the latest evidence',
    ],
  },
  {
    category: 'conferences',
    daysAgo: 33,
    title_ar: 'مشاركة سعودية واسعة في المؤتمر الأوروبي لجراحة الركبة',
    title_en: 'Strong Saudi presence at the European knee congress',
    lead_ar: 'قدم أعضاء الجمعية اثني عشر بحثاً وملصقاً علمياً في المؤتمر الذي عقد هذا العام.',
    lead_en: 'Society members presented twelve papers and posters at this year’s congress.',
    points_ar: ['بحثان فازا بجوائز أفضل عرض', 'جلسة خاصة عن تجربة المملكة', 'شراكات بحثية جديدة'],
    points_en: [
      'Two papers won best presentation awards',
      'A dedicated session on the Saudi experience',
      'New research partnerships',
    ],
  },
  {
    category: 'community',
    daysAgo: 36,
    title_ar: 'نصائح للوقاية من آلام الظهر لدى العاملين في المكاتب',
    title_en: 'Preventing back pain among office workers',
    lead_ar: 'تقدم الجمعية إرشادات بسيطة للجلوس الصحيح والتمارين اليومية للحد من آلام أسفل الظهر.',
    lead_en: 'The society offers simple advice on posture and daily exercise to reduce lower back pain.',
    points_ar: ['ضبط ارتفاع الشاشة والكرسي', 'استراحة حركية كل ساعة', 'تمارين تقوية عضلات الجذع'],
    points_en: [
      'Adjust screen and chair height',
      'A movement break every hour',
      'Core strengthening exercises',
    ],
  },
  {
    category: 'education',
    daysAgo: 39,
    title_ar: 'اعتماد مركز محاكاة جديد لتدريب جراحي العظام',
    title_en: 'New simulation center accredited for orthopedic training',
    lead_ar: 'حصل مركز المحاكاة في المدينة المنورة على اعتماد الجمعية لتدريب الأطباء على جراحات المناظير.',
    lead_en:
      'The simulation center in Madinah received the society’s accreditation for arthroscopy training.',
    points_ar: ['محاكيات افتراضية للركبة والكتف', 'برامج تدريب لأطباء الإقامة', 'تقييم موضوعي للمهارات'],
    points_en: [
      'Virtual simulators for knee and shoulder',
      'Training programs for residents',
      'Objective skills assessment',
    ],
  },
  {
    category: 'research',
    daysAgo: 42,
    title_ar: 'نتائج مشجعة لاستخدام الطباعة ثلاثية الأبعاد في تخطيط الجراحة',
    title_en: 'Encouraging results for 3D printing in surgical planning',
    lead_ar: 'أظهرت دراسة في الدمام أن النماذج المطبوعة قللت زمن العمليات المعقدة في الحوض بنسبة ملحوظة.',
    lead_en: 'A Dammam study found that printed models shortened complex pelvic operations noticeably.',
    points_ar: [
      'نماذج مطبوعة من صور الأشعة المقطعية',
      'تخطيط أدق لمواضع التثبيت',
      'انخفاض في فقدان الدم أثناء الجراحة',
    ],
    points_en: [
      'Models printed from CT scans',
      'More precise planning of fixation',
      'Less blood loss during surgery',
    ],
  },
  {
    category: 'announcements',
    daysAgo: 45,
    title_ar: 'فتح باب الترشح لجوائز التميز السنوية',
    title_en: 'Nominations open for the annual excellence awards',
    lead_ar: 'تدعو الجمعية أعضاءها لترشيح الزملاء المتميزين في الممارسة السريرية والتعليم والبحث.',
    lead_en:
      'The society invites members to nominate colleagues who excel in clinical practice, teaching and research.',
    points_ar: ['خمس فئات للجوائز', 'لجنة تحكيم مستقلة', 'إعلان الفائزين في حفل المؤتمر السنوي'],
    points_en: [
      'Five award categories',
      'An independent judging panel',
      'Winners announced at the annual conference gala',
    ],
  },
  {
    category: 'conferences',
    daysAgo: 48,
    title_ar: 'ندوة الدمام حول جراحة القدم والكاحل',
    title_en: 'Dammam symposium on foot and ankle surgery',
    lead_ar: 'ناقشت الندوة أحدث تقنيات علاج كسور الكاحل وتشوهات إبهام القدم.',
    lead_en: 'The symposium discussed the latest techniques for ankle fractures and bunion deformities.',
    points_ar: ['جلسات حول القدم السكرية', 'عروض مباشرة من غرفة العمليات', 'مشاركة أخصائيي العلاج الطبيعي'],
    points_en: [
      'Sessions on the diabetic foot',
      'Live demonstrations from the operating room',
      'Physiotherapists took part',
    ],
  },
  {
    category: 'education',
    daysAgo: 52,
    title_ar: 'إطلاق مكتبة رقمية للأعضاء تضم مراجع وأدلة محدثة',
    title_en: 'Digital library launched for members',
    lead_ar:
      'تتيح المكتبة الرقمية للأعضاء الوصول إلى الأدلة السريرية والعروض التقديمية والتسجيلات التعليمية.',
    lead_en:
      'The digital library gives members access to clinical guidelines, presentations and teaching recordings.',
    points_ar: [
      'بحث باللغتين العربية والإنجليزية',
      'تحميل الملفات للاستخدام دون اتصال',
      'إضافة محتوى جديد كل شهر',
    ],
    points_en: [
      'Search in Arabic and English',
      'Files can be downloaded for offline use',
      'New content every month',
    ],
  },
  {
    category: 'community',
    daysAgo: 56,
    title_ar: 'مبادرة لتأهيل مرضى الكسور بعد الخروج من المستشفى',
    title_en: 'Initiative to rehabilitate fracture patients after discharge',
    lead_ar: 'تتعاون الجمعية مع مراكز الرعاية الأولية لمتابعة مرضى الكسور منزلياً وتقليل إعادة الدخول.',
    lead_en:
      'The society works with primary care centers to follow fracture patients at home and reduce readmissions.',
    points_ar: [
      'زيارات منزلية لأخصائيي العلاج الطبيعي',
      'متابعة هاتفية أسبوعية',
      'تثقيف الأسر حول الوقاية من السقوط',
    ],
    points_en: [
      'Home visits by physiotherapists',
      'Weekly phone follow-up',
      'Families taught how to prevent falls',
    ],
  },
  {
    category: 'research',
    daysAgo: 60,
    title_ar: 'تحليل انتشار إصابات العمود الفقري في حوادث الطرق',
    title_en: 'Analysis of spinal injuries from road traffic accidents',
    lead_ar: 'كشفت دراسة وطنية أن حزام الأمان يقلل إصابات العمود الفقري الخطيرة بشكل كبير.',
    lead_en: 'A national study found that seat belts greatly reduce serious spinal injuries.',
    points_ar: [
      'بيانات من اثني عشر مركز إصابات',
      'تحليل حسب العمر ونوع الحادث',
      'توصيات لحملات السلامة المرورية',
    ],
    points_en: [
      'Data from twelve trauma centers',
      'Analysis by age and type of crash',
      'Recommendations for road safety campaigns',
    ],
  },
  {
    category: 'announcements',
    daysAgo: 64,
    title_ar: 'اتفاقية تعاون مع الهيئة السعودية للتخصصات الصحية',
    title_en: 'Cooperation agreement with the Saudi Commission for Health Specialties',
    lead_ar: 'وقعت الجمعية اتفاقية لتطوير برامج التدريب والتعليم الطبي المستمر في جراحة العظام.',
    lead_en:
      'The society signed an agreement to develop training and continuing medical education in orthopedics.',
    points_ar: ['توحيد معايير اعتماد الدورات', 'تطوير اختبارات تقييم المهارات', 'دعم برامج الزمالة'],
    points_en: [
      'Shared standards for course accreditation',
      'New skills assessments',
      'Support for fellowship programs',
    ],
  },
  {
    category: 'conferences',
    daysAgo: 68,
    title_ar: 'ورشة عمل في جراحة الكتف بالمنظار في الخبر',
    title_en: 'Shoulder arthroscopy workshop in Khobar',
    lead_ar: 'تدرب ثلاثون جراحاً على إصلاح الكفة المدورة وتثبيت الكتف بالمنظار على نماذج تشريحية.',
    lead_en:
      'Thirty surgeons practiced rotator cuff repair and arthroscopic shoulder stabilization on anatomical models.',
    points_ar: ['مدربون دوليون ومحليون', 'نسبة متدرب واحد لكل محطة', 'تقييم عملي في نهاية الورشة'],
    points_en: [
      'International and local faculty',
      'One trainee per station',
      'A practical assessment at the end',
    ],
  },
  {
    category: 'education',
    daysAgo: 72,
    title_ar: 'دليل المتقدمين لبرنامج الإقامة في جراحة العظام',
    title_en: 'Applicant guide for the orthopedic residency program',
    lead_ar: 'نشرت الجمعية دليلاً يشرح مراحل التقديم والمقابلات ومتطلبات القبول في برنامج الإقامة.',
    lead_en:
      'The society published a guide to the application stages, interviews and admission requirements of the residency.',
    points_ar: ['الجدول الزمني للتقديم', 'نصائح للمقابلات الشخصية', 'أسئلة شائعة من المتقدمين'],
    points_en: ['The application timeline', 'Interview tips', 'Frequently asked questions from applicants'],
  },
  {
    category: 'community',
    daysAgo: 76,
    title_ar: 'الجمعية تشارك في اليوم العالمي لهشاشة العظام',
    title_en: 'The society joins World Osteoporosis Day',
    lead_ar: 'شارك الأعضاء في فعاليات توعوية في عشر مدن لتعريف المجتمع بعوامل الخطر وطرق الوقاية.',
    lead_en: 'Members took part in awareness events in ten cities on risk factors and prevention.',
    points_ar: ['محاضرات في المدارس والجامعات', 'رسائل توعوية عبر وسائل التواصل', 'فحوص مجانية لكبار السن'],
    points_en: [
      'Talks in schools and universities',
      'Awareness messages on social media',
      'Free screening for older adults',
    ],
  },
  {
    category: 'research',
    daysAgo: 80,
    title_ar: 'دراسة حول نتائج إعادة بناء الرباط الصليبي الأمامي',
    title_en: 'Study of anterior cruciate ligament reconstruction outcomes',
    lead_ar: 'تابعت الدراسة ثلاثمئة رياضي لمدة خمس سنوات بعد إعادة بناء الرباط الصليبي الأمامي.',
    lead_en: 'The study followed three hundred athletes for five years after ACL reconstruction.',
    points_ar: [
      'عودة معظم الرياضيين إلى مستواهم السابق',
      'أهمية برامج التأهيل المنظمة',
      'مقارنة بين أنواع الطعوم',
    ],
    points_en: [
      'Most athletes returned to their previous level',
      'Structured rehabilitation matters',
      'Graft types compared',
    ],
  },
  {
    category: 'announcements',
    daysAgo: 85,
    title_ar: 'تجديد العضوية السنوية متاح الآن إلكترونياً',
    title_en: 'Annual membership renewal now available online',
    lead_ar: 'يمكن للأعضاء تجديد عضويتهم وتحديث بياناتهم المهنية عبر البوابة في خطوات قليلة.',
    lead_en:
      'Members can renew their membership and update their professional details through the portal in a few steps.',
    points_ar: ['دفع إلكتروني آمن', 'شهادة عضوية رقمية', 'خصومات على رسوم المؤتمرات'],
    points_en: ['Secure online payment', 'A digital membership certificate', 'Discounts on conference fees'],
  },
  {
    category: 'conferences',
    daysAgo: 90,
    title_ar: 'مؤتمر المدينة المنورة لجراحة عظام الأطفال',
    title_en: 'Madinah conference on pediatric orthopedics',
    lead_ar: 'جمع المؤتمر جراحي عظام الأطفال لمناقشة خلع الورك الولادي وتشوهات العمود الفقري.',
    lead_en:
      'The conference brought pediatric orthopedic surgeons together on developmental hip dysplasia and spinal deformity.',
    points_ar: [
      'جلسات عن الفحص المبكر لحديثي الولادة',
      'عرض حالات الجنف المعقدة',
      'توصيات لبرامج الفحص الوطنية',
    ],
    points_en: [
      'Sessions on early newborn screening',
      'Complex scoliosis cases presented',
      'Recommendations for national screening',
    ],
  },
  {
    category: 'education',
    daysAgo: 95,
    title_ar: 'اختبار تقييم ذاتي للأعضاء في جراحة الإصابات',
    title_en: 'Self-assessment exam in trauma surgery for members',
    lead_ar:
      'أطلقت الجمعية اختباراً إلكترونياً للتقييم الذاتي يساعد الأعضاء على مراجعة معارفهم في جراحة الإصابات.',
    lead_en:
      'The society launched an online self-assessment exam to help members review their trauma surgery knowledge.',
    points_ar: ['مئة سؤال مع شروح مفصلة', 'ساعات تعليم مستمر عند الإكمال', 'متاح على الهاتف والحاسوب'],
    points_en: [
      'One hundred questions with detailed explanations',
      'CME hours on completion',
      'Available on phone and computer',
    ],
  },
]

export const HIDDEN_POSTS = [
  {
    status: 'draft',
    type: 'news',
    title_ar: 'مسودة: جدول المؤتمر التفصيلي',
    title_en: 'Draft: detailed conference programme',
  },
  {
    status: 'draft',
    type: 'news',
    title_ar: 'مسودة: نتائج الاستبيان السنوي',
    title_en: 'Draft: annual survey results',
  },
  {
    status: 'scheduled',
    type: 'news',
    title_ar: 'إعلان مجدول: جوائز التميز',
    title_en: 'Scheduled: excellence award winners',
  },
  { status: 'published', type: 'page', title_ar: 'عن الجمعية', title_en: 'About the society' },
] as const
