import { hashPassword } from '../apps/server/src/modules/auth/passwords';

/**
 * The social dataset of the feed benchmark, as SQL that runs the same on PGlite and PostgreSQL:
 * 100,000 verified members with 20 friends and 5 follows each (2,000,000 friendship rows, stored
 * both ways, and 500,000 follows), and 1,000,000 posts over a year (70% public, 25% friends,
 * 5% only me). 5,000 "active" members write half of the posts (100 each). The 50 bench members
 * (m1..m50) are well connected: 150 more friends and 50 follows among the active members, about
 * 20,000 posts in their feed, so page 300 exists.
 */
export const MEMBERS = 100_000;
export const POSTS = 1_000_000;
export const BENCH_MEMBERS = 50;
const ACTIVE_FIRST = 1001;
const ACTIVE_COUNT = 5000;
const FRIEND_OFFSETS = [1, 3, 7, 13, 31, 127, 509, 2039, 8191, 32749];
const FOLLOW_OFFSETS = [11, 101, 1009, 10007, 40009];

const firstNames = [
  'Ana',
  'Ben',
  'Chloé',
  'David',
  'Élodie',
  'Fatou',
  'Gabriel',
  'Hélène',
  'Ibrahim',
  'Jules',
  'Karima',
  'Léa',
  'Moussa',
  'Nina',
  'Omar',
  'Pauline',
  'Quentin',
  'Rose',
  'Samuel',
  'Théo',
  'Ursula',
  'Victor',
  'Wendy',
  'Xavier',
  'Yasmine',
  'Zoé',
  'Amadou',
  'Brigitte',
  'Cédric',
  'Diane',
  'Emma',
  'François',
  'Grace',
  'Hugo',
  'Inès',
  'Jean',
  'Kofi',
  'Lucas',
  'Maëlle',
  'Noah',
];
const lastNames = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'García',
  'Diallo',
  'Traoré',
  'Ndiaye',
  'Okafor',
  'Mensah',
  'Smith',
  'Johnson',
  'Brown',
  'Müller',
  'Schmidt',
  'Rossi',
  'Fernández',
  'Nguyen',
  'Kowalski',
  'Novak',
  'Silva',
  'Santos',
  'Costa',
  'Haddad',
  'Benali',
  'Cohen',
  'Ivanov',
  'Yilmaz',
  'Kim',
  'Sato',
];
const countries = ['FR', 'US', 'GB', 'DE', 'ES', 'IT', 'CA', 'BE', 'CH', 'SN', 'CI', 'CM', 'MA', 'NG', 'BR'];
const words = [
  'coffee',
  'football',
  'music',
  'garden',
  'travel',
  'recipe',
  'concert',
  'holiday',
  'family',
  'market',
  'cinema',
  'book',
  'weekend',
  'running',
  'sunset',
  'festival',
  'beach',
  'mountain',
  'school',
  'birthday',
];

const list = (values: string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
/** Member n's id: an md5 made into a valid version-4 uuid (the API's schemas check the version and variant). */
const member = (expression: string) =>
  `overlay(overlay(md5('u' || (${expression})) placing '4' from 13) placing '8' from 17)::uuid`;

/** Token of bench member `n` (1..50): its session is stored hashed like any other. */
export const benchToken = (n: number) => `benchtoken${String(n).padStart(30, '0')}`;

export async function socialDatasetStatements(): Promise<Array<{ label: string; sql: string }>> {
  const passwordHash = await hashPassword('amber-canyon-lighthouse-5');
  const N = MEMBERS;
  return [
    {
      label: `${N} members`,
      sql: `insert into users (id, email, username, password_hash, first_name, last_name, birth_date, country,
          referral_code, email_verified_at, terms_accepted_at, created_at)
        select ${member('i')}, 'm' || i || '@bench.test', 'm' || i, '${passwordHash}',
          (${list(firstNames)})[1 + i % ${firstNames.length}], (${list(lastNames)})[1 + (i / ${firstNames.length}) % ${lastNames.length}],
          '1990-01-01', (${list(countries)})[1 + (i * 7) % ${countries.length}], 'b' || lpad(i::text, 9, '0'),
          now(), now(), now() - i * interval '1 minute'
        from generate_series(1, ${N}) i`,
    },
    {
      label: 'friendships (20 per member, both directions)',
      sql: `insert into friendships (user_id, friend_id, created_at)
        select ${member('i')}, ${member(`1 + (i - 1 + o) % ${N}`)}, now() from generate_series(1, ${N}) i, unnest(array[${FRIEND_OFFSETS}]) o
        union all
        select ${member(`1 + (i - 1 + o) % ${N}`)}, ${member('i')}, now() from generate_series(1, ${N}) i, unnest(array[${FRIEND_OFFSETS}]) o`,
    },
    {
      label: 'follows (5 per member)',
      sql: `insert into follows (follower_id, followee_id, created_at)
        select ${member('i')}, ${member(`1 + (i - 1 + o) % ${N}`)}, now() from generate_series(1, ${N}) i, unnest(array[${FOLLOW_OFFSETS}]) o`,
    },
    {
      label: 'bench members: 150 more friends among active members',
      sql: `insert into friendships (user_id, friend_id, created_at)
          select ${member('b')}, ${member(`${ACTIVE_FIRST} + (b * 37 + k * 33) % ${ACTIVE_COUNT}`)}, now()
          from generate_series(1, ${BENCH_MEMBERS}) b, generate_series(0, 149) k
          union
          select ${member(`${ACTIVE_FIRST} + (b * 37 + k * 33) % ${ACTIVE_COUNT}`)}, ${member('b')}, now()
          from generate_series(1, ${BENCH_MEMBERS}) b, generate_series(0, 149) k
        on conflict do nothing`,
    },
    {
      label: 'bench members: 50 follows among active members',
      sql: `insert into follows (follower_id, followee_id, created_at)
          select ${member('b')}, ${member(`${ACTIVE_FIRST} + (b * 53 + 2500 + k * 33) % ${ACTIVE_COUNT}`)}, now()
          from generate_series(1, ${BENCH_MEMBERS}) b, generate_series(0, 49) k
        on conflict do nothing`,
    },
    {
      label: `${POSTS} posts`,
      sql: `insert into posts (author_id, body, audience, created_at)
        select
          case when j <= ${POSTS / 2} then ${member(`${ACTIVE_FIRST} + j % ${ACTIVE_COUNT}`)} else ${member(`1 + (j::bigint * 7919) % ${N}`)} end,
          'Post ' || j || ': ' || (${list(words)})[1 + j % ${words.length}] || ' and ' || (${list(words)})[1 + (j / 7) % ${words.length}] || ' with friends',
          case when j % 20 = 0 then 'only_me' when j % 4 = 1 then 'friends' else 'public' end,
          now() - ((j::bigint * 7919) % 31536000) * interval '1 second' - (j % 1000) * interval '1 millisecond'
        from generate_series(1, ${POSTS}) j`,
    },
    {
      label: 'sessions of the bench members',
      sql: `insert into sessions (user_id, token_hash, device_hash, device_label, expires_at)
        select ${member('b')}, encode(sha256(convert_to('benchtoken' || lpad(b::text, 30, '0'), 'UTF8')), 'hex'),
          repeat('0', 64), 'bench', now() + interval '30 days'
        from generate_series(1, ${BENCH_MEMBERS}) b`,
    },
    { label: 'vacuum analyze', sql: 'vacuum analyze' },
  ];
}
