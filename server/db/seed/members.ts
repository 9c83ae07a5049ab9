import { randomBytes } from 'node:crypto'
import { ProfileInputSchema, type ProfileInput, type VisibilityLevel } from '@contract/members'
import { SPECIALTIES as SPECIALTY_ENTRIES } from '@contract/reference-data'
import type { Kysely } from 'kysely'
import * as v from 'valibot'
import { hashPassword } from '../../lib/auth/passwords'
import { committeeRolesOf, profileRowOf } from '../../modules/members/service'
import type { FileStorage } from '../../lib/storage/storage'
import type { Database } from '../database'
import { portraitWebp } from './content-files'

/** Demo members; member@demo.portal has no profile, so its first sign-in goes through /complete-profile. */

const HOSPITALS: Record<string, string[]> = {
  Riyadh: [
    'King Faisal Specialist Hospital',
    'مدينة الملك سعود الطبية',
    'King Khalid University Hospital',
    'مستشفى الملك فهد التخصصي',
  ],
  Jeddah: [
    'King Abdulaziz University Hospital',
    'مستشفى الملك فيصل التخصصي - جدة',
    'Dr. Soliman Fakeeh Hospital',
  ],
  Dammam: ['King Fahad Specialist Hospital Dammam', 'مستشفى الملك فهد الجامعي'],
  Khobar: ['Johns Hopkins Aramco Healthcare', 'مستشفى د. سليمان الحبيب بالخبر'],
  Makkah: ['مستشفى الملك عبدالله الطبي', 'Al Noor Specialist Hospital'],
  Madinah: ['King Fahad Hospital Madinah', 'مستشفى الأنصار العام'],
  Abha: ['Aseer Central Hospital', 'مستشفى أبها الخاص'],
  Tabuk: ['King Salman Armed Forces Hospital', 'مستشفى الملك خالد بتبوك'],
  Buraidah: ['King Fahad Specialist Hospital Buraidah'],
  Taif: ['مستشفى الملك فيصل بالطائف'],
}
const REGIONS: Record<string, string> = {
  Riyadh: 'Riyadh Region',
  Jeddah: 'Makkah Region',
  Makkah: 'Makkah Region',
  Taif: 'Makkah Region',
  Dammam: 'Eastern Province',
  Khobar: 'Eastern Province',
  Madinah: 'Madinah Region',
  Abha: 'Asir Region',
  Tabuk: 'Tabuk Region',
  Buraidah: 'Qassim Region',
}

/** Arabic name and its Latin spelling. */
const NAMES: [name: string, latin: string][] = [
  ['د. عبدالله الشهري', 'abdullah.al.shehri'],
  ['د. خالد الدوسري', 'khalid.al.dossary'],
  ['د. ريم العتيبي', 'reem.al.otaibi'],
  ['د. محمد الغامدي', 'mohammed.al.ghamdi'],
  ['د. هند القحطاني', 'hind.al.qahtani'],
  ['د. يوسف الحربي', 'yousef.al.harbi'],
  ['د. فهد السبيعي', 'fahad.al.subaie'],
  ['د. لمى الراشد', 'lama.al.rashid'],
  ['د. سلطان المطيري', 'sultan.al.mutairi'],
  ['د. عبدالرحمن الزهراني', 'abdulrahman.al.zahrani'],
  ['د. منى الشمري', 'mona.al.shammari'],
  ['د. تركي العنزي', 'turki.al.anazi'],
  ['د. إبراهيم الدوسري', 'ibrahim.al.dossary'],
  ['د. أمل المطيري', 'amal.al.mutairi'],
  ['د. ماجد الغامدي', 'majed.al.ghamdi'],
  ['د. ناصر الشهراني', 'nasser.al.shahrani'],
  ['د. أسماء الزهراني', 'asma.al.zahrani'],
  ['د. بندر القحطاني', 'bandar.al.qahtani'],
  ['د. وليد العمري', 'waleed.al.omari'],
  ['د. حصة السليمان', 'hessa.al.sulaiman'],
  ['د. عمر باخشوين', 'omar.bakhashwain'],
  ['د. سعود العبيد', 'saud.al.obaid'],
  ['د. نوف الحربي', 'nouf.al.harbi'],
  ['د. حاتم بخاري', 'hatem.bukhari'],
  ['د. مشاري العنزي', 'mishari.al.anazi'],
  ['د. ربى الصالح', 'ruba.al.saleh'],
  ['د. طلال المالكي', 'talal.al.malki'],
  ['د. زياد الجاسر', 'ziyad.al.jasser'],
  ['د. سارة البقمي', 'sara.al.buqami'],
  ['د. فارس الشمري', 'faris.al.shammari'],
  ['د. عادل الرويلي', 'adel.al.ruwaili'],
  ['د. مريم الخليفة', 'mariam.al.khalifa'],
  ['د. حمد الفيفي', 'hamad.al.faifi'],
  ['د. أسامة الأحمدي', 'osama.al.ahmadi'],
  ['د. جود السهلي', 'joud.al.sahli'],
  ['د. أنس التميمي', 'anas.al.tamimi'],
  ['د. ياسر عسيري', 'yasser.asiri'],
  ['د. دانة الفهد', 'dana.al.fahad'],
  ['د. خالد الشهراني', 'khalid.al.shahrani'],
  ['د. راكان العتيبي', 'rakan.al.otaibi'],
]

// Named in English here; the profile schema stores each as its code, as it does for typed text.
const SPECIALTIES = SPECIALTY_ENTRIES.map((entry) => entry.en)

const BIOS_EN: Record<string, string> = {
  Trauma:
    'Consultant orthopedic trauma surgeon focused on pelvic and acetabular fractures and polytrauma care.',
  'Sports Medicine':
    'Sports surgeon treating ligament injuries of the knee and shoulder in athletes of every level.',
  Spine: 'Spine surgeon with an interest in minimally invasive decompression and adult deformity correction.',
  'Pediatric Orthopedics':
    'Pediatric orthopedic surgeon caring for clubfoot, hip dysplasia and growth disorders.',
  'Hand & Upper Extremity': 'Hand surgeon treating nerve compression, tendon injuries and wrist fractures.',
  'Shoulder & Elbow': 'Shoulder and elbow surgeon performing arthroscopic repairs and joint replacement.',
  'Foot & Ankle': 'Foot and ankle surgeon treating deformities, sports injuries and diabetic foot problems.',
  'Hip & Knee (Arthroplasty)':
    'Arthroplasty surgeon performing primary and revision hip and knee replacements.',
  Oncology: 'Musculoskeletal oncology surgeon offering limb-salvage surgery for bone and soft-tissue tumors.',
  'Deformity & Limb Reconstruction':
    'Limb reconstruction surgeon treating deformity, bone loss and nonunion with external fixation.',
  'General Orthopedics':
    'General orthopedic surgeon with a broad practice in fractures, arthritis and sports injuries.',
}
const BIOS_AR: Record<string, string> = {
  Trauma: 'استشاري جراحة إصابات العظام مع اهتمام بكسور الحوض والحُق ورعاية المصابين بإصابات متعددة.',
  'Sports Medicine': 'جراح إصابات ملاعب يعالج إصابات أربطة الركبة والكتف لدى الرياضيين بجميع مستوياتهم.',
  Spine: 'جراح عمود فقري يهتم بجراحات تخفيف الضغط طفيفة التوغل وتصحيح تشوهات العمود الفقري لدى البالغين.',
  'Pediatric Orthopedics': 'جراح عظام أطفال يعالج القدم الحنفاء وخلع الورك الولادي واضطرابات النمو.',
  'Hand & Upper Extremity': 'جراح يد يعالج انضغاط الأعصاب وإصابات الأوتار وكسور الرسغ.',
  'Shoulder & Elbow': 'جراح كتف ومرفق يجري الإصلاحات بالمنظار وعمليات استبدال المفاصل.',
  'Foot & Ankle': 'جراح قدم وكاحل يعالج التشوهات والإصابات الرياضية ومشكلات القدم السكرية.',
  'Hip & Knee (Arthroplasty)': 'جراح مفاصل يجري عمليات تبديل مفصلي الورك والركبة الأولية والمراجعة.',
  Oncology: 'جراح أورام العظام والأنسجة الرخوة مع خبرة في جراحات الحفاظ على الأطراف.',
  'Deformity & Limb Reconstruction':
    'جراح إعادة بناء الأطراف يعالج التشوهات وفقد العظم وعدم الالتئام بالمثبتات الخارجية.',
  'General Orthopedics': 'جراح عظام عام بممارسة واسعة تشمل الكسور والتهاب المفاصل والإصابات الرياضية.',
}

const COMMITTEES = [
  'Scientific Committee',
  'Education & Training Committee',
  'Research Committee',
  'Annual Congress Organizing Committee',
  'Ethics Committee',
  'Membership Committee',
]
const COMMITTEE_ROLES = ['Chair', 'Vice Chair', 'Secretary', 'Member', 'Member', 'Member']
const LEVELS: VisibilityLevel[] = ['public', 'members_only', 'private']
const CITIES = Object.keys(HOSPITALS)

/** The demo profile of the i-th member; deterministic so reseeding gives the same directory. */
function demoProfile(index: number, name: string, latin: string): ProfileInput {
  const specialty = SPECIALTIES[index % SPECIALTIES.length]! // an index modulo the list's length is in range
  const city = CITIES[(index * 7) % CITIES.length]! // an index modulo the list's length is in range
  const hospitals = HOSPITALS[city]! // every city of CITIES has hospitals
  const hospital = hospitals[index % hospitals.length]! // an index modulo the list's length is in range
  const years = 3 + ((index * 5) % 28)
  const level = (offset: number) => LEVELS[(index + offset) % LEVELS.length]! // an index modulo the list's length is in range
  const startYear = 2026 - years
  const roles =
    index % 3 === 2
      ? []
      : [
          {
            role: COMMITTEE_ROLES[((index % 2) + 2 * Math.floor(index / 12)) % COMMITTEE_ROLES.length]!, // an index modulo the list's length is in range
            committee: COMMITTEES[Math.floor(index / 2) % COMMITTEES.length]!, // an index modulo the list's length is in range
            start_date: `${2022 + (index % 4)}-01-01`,
            end_date: '',
          },
        ]
  const woman = isWoman(latin)
  return {
    full_name_ar: name,
    full_name_en: englishName(latin),
    gender: woman ? 'female' : 'male',
    specialty,
    specialties: [specialty, SPECIALTIES[(index + 3) % SPECIALTIES.length]!], // an index modulo the list's length is in range
    city,
    cities: index % 4 === 0 ? [city, CITIES[(index + 1) % CITIES.length]!] : [city], // an index modulo the list's length is in range
    hospital,
    hospitals: [hospital],
    // Every specialty of SPECIALTIES has a bio in both languages; the Arabic one agrees with the member.
    bio_ar: woman ? feminine(BIOS_AR[specialty]!) : BIOS_AR[specialty]!,
    bio_en: BIOS_EN[specialty]!, // as bio_ar: every specialty has one
    avatar_url: null,
    years_experience: years,
    consultant_since: years > 8 ? `${startYear + 6}-0${1 + (index % 9)}` : null,
    teaching_roles:
      index % 2
        ? [
            {
              role: 'Program Director',
              institution: 'Saudi Commission for Health Specialties',
              year: 2020 + (index % 5),
            },
          ]
        : [],
    clinical_interests: [specialty, index % 2 ? 'Fracture care' : 'Sports injuries'],
    languages_spoken:
      index % 5 === 0
        ? [
            { code: 'ar', label: 'العربية' },
            { code: 'en', label: 'English' },
            { code: 'fr', label: 'Français' },
          ]
        : [
            { code: 'ar', label: 'العربية' },
            { code: 'en', label: 'English' },
          ],
    work_contacts: {
      email: `clinic${index + 1}@hospital.example.sa`,
      phone: `+96655${String(1_000_000 + index * 12_345).slice(0, 7)}`,
    }, // a mobile of the 55 range, in service
    clinic_location: {
      hospital,
      department: 'Department of Orthopedic Surgery',
      address1: '',
      address2: '',
      city,
      region: REGIONS[city]!,
      postal_code: '',
      country: 'Saudi Arabia',
      lat: null,
      lng: null,
    }, // every city of CITIES has a region
    links: {
      linkedin: '',
      orcid:
        index % 3 === 0
          ? `0000-0002-${String(1000 + index).padStart(4, '0')}-${String(2000 + index * 3).padStart(4, '0')}`
          : '',
      researchgate: '',
      institutional_page: '',
    },
    qualifications: [
      {
        title: 'MBBS',
        institution: index % 2 ? 'King Saud University' : 'King Abdulaziz University',
        year: startYear - 6,
      },
      {
        title: 'Saudi Board of Orthopedic Surgery',
        institution: 'Saudi Commission for Health Specialties',
        year: startYear,
      },
    ],
    fellowships:
      index % 2
        ? [`${specialty} Fellowship, University of Toronto`]
        : [`${specialty} Fellowship, McGill University`],
    publications:
      index % 3 === 0
        ? [
            {
              title: `Outcomes of ${specialty.toLowerCase()} surgery in a Saudi tertiary center`,
              venue: 'Journal of Musculoskeletal Surgery and Research',
              year: 2023 + (index % 3),
              doi: `10.4103/jmsr.jmsr_${100 + index}_23`,
              url: '',
            },
          ]
        : [],
    association_roles: roles,
    collaboration_interests: index % 2 ? ['Multicenter registries'] : ['Resident teaching'],
    pronouns: '',
    display_preferences: {
      show_email_in_directory: index % 4 === 1,
      show_phone_in_directory: index % 8 === 1,
    },
    visibility: {
      bio: index % 6 === 5 ? 'members_only' : 'public',
      work_contacts: level(1),
      clinic_location: level(0),
      links: 'public',
      languages_spoken: 'public',
      publications: level(2),
      qualifications: 'members_only',
      clinical_interests: level(1),
    },
  }
}

// First names (Latin spelling) of the women among the demo members: their portraits wear a head scarf.
const WOMEN = new Set([
  'reem',
  'hind',
  'lama',
  'mona',
  'amal',
  'asma',
  'hessa',
  'nouf',
  'ruba',
  'sara',
  'mariam',
  'joud',
  'dana',
])

const isWoman = (latin: string) => WOMEN.has(latin.split('.')[0] ?? '')

/** "khalid.al.dossary" → "Dr. Khalid Al-Dossary". */
function englishName(latin: string): string {
  const words = latin.split('.').map((word) => word.charAt(0).toUpperCase() + word.slice(1))
  return `Dr. ${words.join(' ').replace(/\bAl /g, 'Al-')}`
}

/** A bio written about a man, made to agree with a woman: the nouns and verbs that describe her. */
function feminine(bio: string): string {
  return bio
    .replace(/^استشاري /, 'استشارية ')
    .replace(/^جراح /, 'جراحة ')
    .replace(/ (يعالج|يجري|يهتم)/g, (_, verb: string) => ` ت${verb.slice(1)}`)
}

/** Three members in four have a portrait (an illustration, stored like an uploaded avatar); the rest keep the default. */
async function demoAvatar(storage: FileStorage, index: number, latin: string): Promise<string | null> {
  if (index % 4 === 3) return null
  const key = `uploads/avatars/seed-${latin.replace(/\./g, '-')}.webp`
  await storage.put(key, await portraitWebp({ seed: index, scarf: isWoman(latin) }))
  return `/${key}`
}

export async function seedMembers(
  db: Kysely<Database>,
  now: Date,
  context: { storage: FileStorage },
): Promise<void> {
  // Nobody needs to sign in as a directory member, so their password is 32 random bytes that
  // live only in this function: never stored, printed or returned, only its hash. It is hashed
  // once for all 40 (argon2 at OWASP cost one by one would add seconds to every first start);
  // sharing a hash reveals only that they share a password nobody knows.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'))
  const stamp = now.toISOString()
  for (const [index, [name, latin]] of NAMES.entries()) {
    const email = `${latin}@members.demo.portal`
    const data = v.parse(ProfileInputSchema, {
      ...demoProfile(index, name, latin),
      avatar_url: await demoAvatar(context.storage, index, latin),
    })
    const user = await db
      .insertInto('users')
      .values({
        email,
        password_hash: passwordHash,
        role: 'member',
        tier: index % 3 === 0 ? 'consultant' : index % 3 === 1 ? 'associate' : 'resident',
        status: 'active',
        is_active: 1,
        must_complete_profile: 0,
        full_name: data.full_name_ar,
        full_name_ar: data.full_name_ar,
        full_name_en: data.full_name_en,
        gender: data.gender,
        notes: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!user) continue
    await db
      .insertInto('member_profiles')
      .values(profileRowOf(user.id, data, true, stamp))
      .execute()
    const roles = committeeRolesOf(user.id, data)
    if (roles.length) await db.insertInto('member_committee_roles').values(roles).execute()
  }
}
