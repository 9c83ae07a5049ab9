export interface PdfSection {
  heading_ar: string
  heading_en: string
  body_ar: string
  body_en: string
  /** First row is the header; Arabic and English tables side by side in the two parts. */
  table_ar?: string[][]
  table_en?: string[][]
}

export const PDF_SECTIONS: Record<string, PdfSection[]> = {
  'membership-handbook': [
    {
      heading_ar: 'فئات العضوية',
      heading_en: 'Membership categories',
      body_ar:
        'تتيح الجمعية ثلاث فئات للعضوية: العضو الاستشاري، والعضو المشارك للأخصائيين، وعضوية الأطباء المقيمين في برامج الزمالة السعودية لجراحة العظام. ولكل فئة رسوم سنوية ومزايا تناسب مرحلة الطبيب المهنية.',
      body_en:
        'The society offers three categories: consultant members, associate members for specialists, and resident members enrolled in the Saudi orthopedic residency programs. Each has its own annual fee and benefits suited to the stage of a surgeon’s career.',
      table_ar: [
        ['الفئة', 'الرسوم السنوية', 'حق التصويت'],
        ['استشاري', '٦٠٠ ريال', 'نعم'],
        ['مشارك', '٤٠٠ ريال', 'نعم'],
        ['مقيم', '١٥٠ ريال', 'لا'],
      ],
      table_en: [
        ['Category', 'Annual fee', 'Voting rights'],
        ['Consultant', 'SAR 600', 'Yes'],
        ['Associate', 'SAR 400', 'Yes'],
        ['Resident', 'SAR 150', 'No'],
      ],
    },
    {
      heading_ar: 'التسجيل والتجديد',
      heading_en: 'Registration and renewal',
      body_ar:
        'يسجل الطبيب عبر بوابة الأعضاء ويرفق رقم تصنيفه المهني من الهيئة السعودية للتخصصات الصحية. تبدأ العضوية في الأول من يناير وتجدد سنويًا قبل نهاية شهر مارس، ويصل تذكير بالبريد الإلكتروني قبل انتهائها بثلاثين يومًا.',
      body_en:
        'Surgeons register through the member portal with their Saudi Commission for Health Specialties classification number. Membership runs from 1 January and is renewed each year before the end of March; a reminder e-mail arrives thirty days before it lapses.',
    },
    {
      heading_ar: 'مزايا الأعضاء',
      heading_en: 'Member benefits',
      body_ar:
        'يحصل الأعضاء على خصم يصل إلى ٤٠٪ في المؤتمر السنوي وورش العمل، واشتراك مجاني في مجلة الجمعية، والوصول إلى الإرشادات السريرية والمحاضرات المسجلة، وإمكانية الترشح للجان العلمية والمنح البحثية.',
      body_en:
        'Members receive up to 40% off the annual conference and workshops, a free subscription to the society’s journal, access to clinical guidelines and recorded lectures, and may stand for the scientific committees and research grants.',
    },
  ],
  bylaws: [
    {
      heading_ar: 'المادة الأولى: الأهداف',
      heading_en: 'Article 1: Aims',
      body_ar:
        'تهدف الجمعية إلى الارتقاء بممارسة جراحة العظام في المملكة، ودعم التعليم الطبي المستمر والبحث العلمي، وتعزيز سلامة المرضى، وتمثيل الجراحين أمام الجهات الصحية.',
      body_en:
        'The society aims to advance orthopedic practice in the Kingdom, support continuing medical education and research, promote patient safety, and represent surgeons before health authorities.',
    },
    {
      heading_ar: 'المادة الثانية: مجلس الإدارة',
      heading_en: 'Article 2: The board',
      body_ar:
        'يتكون مجلس الإدارة من تسعة أعضاء تنتخبهم الجمعية العمومية لمدة أربع سنوات، ولا يجوز انتخاب العضو لأكثر من دورتين متتاليتين. ويختار المجلس من بين أعضائه الرئيس ونائبه وأمين الصندوق.',
      body_en:
        'The board has nine members elected by the general assembly for four years; no one may serve more than two consecutive terms. The board chooses its president, vice president and treasurer from among its members.',
    },
    {
      heading_ar: 'المادة الثالثة: الجمعية العمومية',
      heading_en: 'Article 3: The general assembly',
      body_ar:
        'تنعقد الجمعية العمومية مرة كل عام خلال المؤتمر السنوي، ويكتمل النصاب بحضور ربع الأعضاء العاملين. وتصدر قراراتها بأغلبية أصوات الحاضرين.',
      body_en:
        'The general assembly meets once a year during the annual conference; a quorum is a quarter of voting members. Its resolutions pass by a majority of those present.',
    },
  ],
  'hip-fracture-guideline': [
    {
      heading_ar: 'التقييم عند الوصول',
      heading_en: 'Assessment on arrival',
      body_ar:
        'يقيَّم المريض في قسم الطوارئ خلال ساعة من وصوله، ويشمل ذلك تسكين الألم بإحصار العصب الفخذي، وتقييم الحالة الإدراكية، وفحص الدم ووظائف الكلى، وتصوير الحوض والورك بالأشعة.',
      body_en:
        'Patients are assessed in the emergency department within one hour of arrival, including analgesia with a femoral nerve block, a cognitive assessment, blood and renal tests, and radiographs of the pelvis and hip.',
    },
    {
      heading_ar: 'توقيت الجراحة',
      heading_en: 'Timing of surgery',
      body_ar:
        'يوصى بإجراء الجراحة خلال ٤٨ ساعة من الدخول، إذ يرتبط التأخير بزيادة المضاعفات والوفيات. ولا تؤجل الجراحة إلا لأسباب طبية قابلة للتصحيح السريع.',
      body_en:
        'Surgery is recommended within 48 hours of admission, since delay is linked to more complications and deaths. It is postponed only for medical reasons that can be corrected quickly.',
      table_ar: [
        ['الفئة العمرية', 'المرضى', 'جراحة خلال ٤٨ ساعة'],
        ['٦٥–٧٤', '٤١٢', '٧١٪'],
        ['٧٥–٨٤', '٦٨٨', '٦٤٪'],
        ['٨٥ فأكثر', '٤٠١', '٥٢٪'],
      ],
      table_en: [
        ['Age group', 'Patients', 'Surgery within 48 h'],
        ['65–74', '412', '71%'],
        ['75–84', '688', '64%'],
        ['85+', '401', '52%'],
      ],
    },
    {
      heading_ar: 'التأهيل والوقاية الثانوية',
      heading_en: 'Rehabilitation and secondary prevention',
      body_ar:
        'يبدأ المريض المشي بمساعدة العلاج الطبيعي في اليوم التالي للجراحة، ويقيَّم خطر السقوط وهشاشة العظام قبل الخروج، ويبدأ العلاج الدوائي للهشاشة عند الحاجة.',
      body_en:
        'Patients walk with physiotherapy on the day after surgery; falls risk and bone health are assessed before discharge, and osteoporosis treatment is started when indicated.',
    },
  ],
  'vte-prophylaxis': [
    {
      heading_ar: 'تقييم الخطر',
      heading_en: 'Risk assessment',
      body_ar:
        'يقيَّم كل مريض قبل الجراحة لخطر الجلطات الوريدية وخطر النزف، ويعاد التقييم خلال ٢٤ ساعة من الدخول وعند أي تغير في حالته السريرية.',
      body_en:
        'Every patient is assessed for venous thromboembolism and bleeding risk before surgery, again within 24 hours of admission, and whenever their clinical condition changes.',
    },
    {
      heading_ar: 'المدة الموصى بها',
      heading_en: 'Recommended duration',
      body_ar:
        'تختلف مدة الوقاية الدوائية حسب نوع الجراحة، ويضاف الضغط الميكانيكي المتقطع حتى يستعيد المريض حركته.',
      body_en:
        'The length of drug prophylaxis depends on the operation; intermittent mechanical compression is added until the patient is mobile.',
      table_ar: [
        ['الجراحة', 'المدة'],
        ['استبدال مفصل الورك', '٢٨–٣٥ يومًا'],
        ['استبدال مفصل الركبة', '١٤ يومًا'],
        ['كسور الورك', '٢٨ يومًا'],
      ],
      table_en: [
        ['Operation', 'Duration'],
        ['Hip replacement', '28–35 days'],
        ['Knee replacement', '14 days'],
        ['Hip fracture', '28 days'],
      ],
    },
  ],
  'open-fracture-antibiotics': [
    {
      heading_ar: 'التوقيت',
      heading_en: 'Timing',
      body_ar:
        'يعطى المضاد الحيوي الوريدي خلال ساعة من الإصابة أو فور الوصول إلى المستشفى، إذ ترتفع نسبة العدوى مع كل ساعة تأخير.',
      body_en:
        'Intravenous antibiotics are given within one hour of injury or as soon as the patient reaches hospital, as the infection rate rises with every hour of delay.',
    },
    {
      heading_ar: 'الاختيار حسب درجة الكسر',
      heading_en: 'Choice by fracture grade',
      body_ar: 'يعتمد اختيار المضاد الحيوي ومدته على تصنيف غوستيلو وأندرسون للكسر المفتوح ودرجة تلوث الجرح.',
      body_en:
        'The antibiotic and its duration follow the Gustilo–Anderson grade of the open fracture and the contamination of the wound.',
      table_ar: [
        ['الدرجة', 'المضاد الحيوي', 'المدة'],
        ['الأولى والثانية', 'سيفازولين', '٢٤ ساعة بعد الإغلاق'],
        ['الثالثة', 'سيفازولين مع جنتاميسين', '٧٢ ساعة'],
      ],
      table_en: [
        ['Grade', 'Antibiotic', 'Duration'],
        ['I and II', 'Cefazolin', '24 h after closure'],
        ['III', 'Cefazolin with gentamicin', '72 h'],
      ],
    },
  ],
  'hip-fracture-study': [
    {
      heading_ar: 'الملخص',
      heading_en: 'Abstract',
      body_ar:
        'شملت الدراسة ١٥٠١ مريض من ١٤ مستشفى في ست مناطق بين عامي ٢٠٢٣ و٢٠٢٥. وأجريت الجراحة لـ ٦٣٪ من المرضى خلال ٤٨ ساعة، وكانت نسبة الوفيات خلال ٣٠ يومًا أقل لديهم بوضوح.',
      body_en:
        'The study included 1,501 patients from 14 hospitals in six regions between 2023 and 2025. 63% had surgery within 48 hours, and their 30-day mortality was clearly lower.',
    },
    {
      heading_ar: 'النتائج',
      heading_en: 'Results',
      body_ar:
        'ارتفعت نسبة الوفيات مع العمر ومع تأخير الجراحة، وكان التأخير لأسباب إدارية في ٢٢٪ من الحالات.',
      body_en:
        'Mortality rose with age and with delay to surgery; 22% of delays were for administrative reasons.',
      table_ar: [
        ['الفئة العمرية', 'المرضى', 'الوفيات خلال ٣٠ يومًا'],
        ['٦٥–٧٤', '٤١٢', '٣٫١٪'],
        ['٧٥–٨٤', '٦٨٨', '٥٫٤٪'],
        ['٨٥ فأكثر', '٤٠١', '٨٫٩٪'],
      ],
      table_en: [
        ['Age group', 'Patients', '30-day mortality'],
        ['65–74', '412', '3.1%'],
        ['75–84', '688', '5.4%'],
        ['85+', '401', '8.9%'],
      ],
    },
    {
      heading_ar: 'التوصيات',
      heading_en: 'Recommendations',
      body_ar:
        'نوصي بمسار سريع لكسور الورك في كل مستشفى، وبغرف عمليات مخصصة للإصابات في أيام العمل وعطلات نهاية الأسبوع.',
      body_en:
        'We recommend a fast-track hip fracture pathway in every hospital, with dedicated trauma theatre time on weekdays and weekends.',
    },
  ],
  'spine-trauma-review': [
    {
      heading_ar: 'الخلفية',
      heading_en: 'Background',
      body_ar:
        'تعد حوادث الطرق السبب الأول لإصابات العمود الفقري في المملكة، وتصيب غالبًا الشباب بين ١٨ و٣٥ عامًا.',
      body_en:
        'Road traffic accidents are the leading cause of spinal injury in the Kingdom and mostly affect young adults aged 18 to 35.',
    },
    {
      heading_ar: 'أنماط الإصابة',
      heading_en: 'Injury patterns',
      body_ar:
        'كانت كسور المنطقة الصدرية القطنية الأكثر شيوعًا، وارتبطت إصابات الحبل الشوكي بعدم استخدام حزام الأمان.',
      body_en:
        'Thoracolumbar fractures were the most common, and spinal cord injury was linked to not wearing a seat belt.',
      table_ar: [
        ['المنطقة', 'الحالات', 'إصابة الحبل الشوكي'],
        ['العنقية', '٢١٨', '٢٤٪'],
        ['الصدرية القطنية', '٤٠٦', '١٨٪'],
        ['القطنية', '١٥٢', '٧٪'],
      ],
      table_en: [
        ['Region', 'Cases', 'Cord injury'],
        ['Cervical', '218', '24%'],
        ['Thoracolumbar', '406', '18%'],
        ['Lumbar', '152', '7%'],
      ],
    },
  ],
  'keynote-future-arthroplasty': [
    {
      heading_ar: 'أين نحن اليوم؟',
      heading_en: 'Where are we today?',
      body_ar:
        'تجرى في المملكة أكثر من ١٢ ألف عملية استبدال مفصل سنويًا، ويتوقع أن يتضاعف العدد بحلول عام ٢٠٣٥ مع تقدم أعمار السكان.',
      body_en:
        'More than 12,000 joint replacements are performed in the Kingdom each year, a number expected to double by 2035 as the population ages.',
    },
    {
      heading_ar: 'الجراحة بمساعدة الروبوت',
      heading_en: 'Robot-assisted surgery',
      body_ar:
        'تحسن الأنظمة الروبوتية دقة وضع المفصل وتوازن الأربطة، لكن أثرها في النتائج طويلة المدى ما زال قيد الدراسة.',
      body_en:
        'Robotic systems improve implant positioning and ligament balance, but their effect on long-term outcomes is still being studied.',
    },
    {
      heading_ar: 'المفاصل المخصصة',
      heading_en: 'Personalised implants',
      body_ar:
        'تتيح الطباعة ثلاثية الأبعاد تصميم مفاصل وأدوات قطع خاصة بكل مريض، خاصة في حالات التشوه الشديد وعمليات المراجعة.',
      body_en:
        'Three-dimensional printing allows implants and cutting guides made for each patient, especially in severe deformity and revision surgery.',
    },
  ],
  'pelvic-fixation-slides': [
    {
      heading_ar: 'التصنيف',
      heading_en: 'Classification',
      body_ar:
        'يساعد تصنيف يونغ وبرغيس على فهم آلية الإصابة وتوقع النزف، ويوجه قرار التثبيت المؤقت في الطوارئ.',
      body_en:
        'The Young–Burgess classification explains the mechanism of injury, predicts bleeding and guides emergency temporary fixation.',
    },
    {
      heading_ar: 'التثبيت بالبراغي العجزية الحرقفية',
      heading_en: 'Iliosacral screw fixation',
      body_ar:
        'تتطلب البراغي العجزية الحرقفية صورًا دقيقة بالأشعة أثناء العملية: منظر المدخل ومنظر المخرج والمنظر الجانبي.',
      body_en: 'Iliosacral screws need precise intraoperative imaging: the inlet, outlet and lateral views.',
    },
  ],
  'residency-orientation': [
    {
      heading_ar: 'هيكل البرنامج',
      heading_en: 'Programme structure',
      body_ar:
        'يمتد برنامج الإقامة خمس سنوات، تشمل سنة أساسية في الجراحة العامة ثم أربع سنوات من التدريب المتدرج في أقسام العظام الفرعية.',
      body_en:
        'The residency lasts five years: a foundation year in general surgery, then four years of graded training across the orthopedic subspecialties.',
    },
    {
      heading_ar: 'التقييم',
      heading_en: 'Assessment',
      body_ar:
        'يقيَّم المقيم كل ثلاثة أشهر، ويؤدي الاختبار التحريري في نهاية السنة الثانية، والاختبار النهائي للبورد في نهاية البرنامج.',
      body_en:
        'Residents are assessed every three months, sit the written examination at the end of the second year, and the final board examination at the end of the programme.',
    },
  ],
  'board-minutes': [
    {
      heading_ar: 'الحضور',
      heading_en: 'Attendance',
      body_ar: 'حضر الاجتماع سبعة من أعضاء المجلس التسعة، واكتمل النصاب، وترأس الجلسة رئيس الجمعية.',
      body_en:
        'Seven of the nine board members attended; the quorum was met and the president chaired the meeting.',
    },
    {
      heading_ar: 'القرارات',
      heading_en: 'Resolutions',
      body_ar:
        'وافق المجلس على موعد المؤتمر السنوي القادم في مدينة الرياض، وعلى زيادة ميزانية المنح البحثية بنسبة ١٥٪، وعلى تشكيل لجنة للتحول الرقمي.',
      body_en:
        'The board approved the date of the next annual conference in Riyadh, a 15% increase in the research grants budget, and a new digital transformation committee.',
    },
  ],
}
