import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { commentLikes, comments, postLikes, posts } from '../db/schema/index.ts';
import type { MediaStore } from '../modules/media/index.ts';
import type { DemoContext, DemoMember } from './demo.ts';
import { randomSource } from './random.ts';

const DEMO_POSTS = 300;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo feed covers the last two months. */
const FEED_SPAN_MS = 60 * DAY_MS;
const ROWS_PER_INSERT = 1000;

// prettier-ignore
const POST_TEXTS = [
  'Namaste everyone! Our Diwali Milan is on Sunday at the community hall, 5 pm onwards. Families welcome, bring your little ones.',
  'Proud moment: my daughter cleared her CA final today. Thank you all for the blessings and guidance 🙏',
  'Urgent: B+ blood needed at PMCH Patna for a surgery tomorrow morning. Please call if you can donate.',
  'Our company is hiring two junior accountants in Noida. Freshers with Tally welcome. Share with anyone who is looking.',
  'Free health camp this Saturday at Kankarbagh, 9 am to 1 pm: blood pressure, sugar and eye check-ups. Volunteers needed too.',
  'Looking for a good physiotherapist near Boring Road for my father after his knee surgery. Any suggestions?',
  'Chhath Puja preparations have started at the ghat. Anyone who wants to help with the cleaning drive, we meet at 7 am.',
  'Sharing some photos from last week’s community picnic at Eco Park. What a lovely day it was!',
  'Congratulations to the newly elected youth committee! Looking forward to your ideas.',
  'Career guidance session for class 10 and 12 students on Friday evening, online. Link in the comments.',
  'Does anyone know a reliable CA who can help with GST registration for a small shop?',
  'Thank you to everyone who came for my mother’s 75th birthday. Your presence made her so happy.',
  'Scholarship alert: applications for the state merit scholarship close on the 30th. Do not miss it.',
  'We started a Sunday morning yoga group in the park near Rajendra Nagar. All ages welcome, no charges.',
  'My son is moving to Bengaluru for his first job. Any community members there who could guide him on where to stay?',
  'Recipe share: my grandmother’s litti chokha, the way she made it on winter evenings. Who wants it?',
  'Reminder: the library corner at the community hall now has 200 more books, donated by members. Come borrow!',
  'Lost a brown leather wallet near Gandhi Maidan this morning. If found, please message me.',
  'Happy to help anyone preparing for bank exams. I cleared IBPS PO last year; ask me anything.',
  'Wishing everyone a very happy Holi! Stay safe and use natural colours.',
  'Our women’s self-help group crossed 50 members this month. Thank you for the trust, sisters!',
  'Tree plantation drive: we planted 120 saplings along the canal road today. Next one in two weeks.',
  'Need advice: which is better for a small business, current account in a public bank or a private one?',
  'The matrimonial meet at the hall was well attended. Thank you to the organisers for the arrangements.',
  'Just finished my first half marathon at 52! Never too late to start. 🏃',
] as const;

// prettier-ignore
const COMMENT_TEXTS = [
  'Congratulations! 🎉', 'Very helpful, thank you for sharing.', 'I will be there with my family.',
  'Sharing this with my cousins in Delhi.', 'Please message me, I can help.', 'Great initiative!',
  'Jai ho! Proud of our community.', 'What time does it start?', 'Count me in as a volunteer.',
  'I know someone, sending you the number.', 'Bahut badhiya!', 'Wonderful photos.', 'Thank you, noted.',
  'Is there any registration fee?', 'Best wishes to the whole family.', 'This is so useful for students.',
] as const;

// prettier-ignore
const REPLY_TEXTS = [
  'Thank you so much!', 'Yes, 5 pm sharp.', 'No fee at all.', 'Sent you a message.', 'Dhanyavaad 🙏',
  'See you there!', 'Will share the details soon.', 'Thanks, that helps a lot.',
] as const;

const LINK_CARDS = [
  {
    metaUrl: 'https://www.india.gov.in/',
    metaCaption: 'National Portal of India: government services and schemes in one place',
  },
  {
    metaUrl: 'https://scholarships.gov.in/',
    metaCaption: 'National Scholarship Portal: apply for central and state scholarships',
  },
  { metaUrl: 'https://www.eraktkosh.in/', metaCaption: 'e-RaktKosh: find blood banks and blood availability near you' },
] as const;

const SOCIAL_LINKS = ['https://www.instagram.com/', 'https://www.facebook.com/', 'https://www.youtube.com/'] as const;

/** Simple warm scenes drawn once as SVG and stored like uploaded photos. */
const ILLUSTRATIONS = [
  { from: '#f59e0b', to: '#b45309', label: 'Diwali Milan' },
  { from: '#16a34a', to: '#065f46', label: 'Tree plantation' },
  { from: '#0ea5e9', to: '#1e3a8a', label: 'Community picnic' },
  { from: '#e11d48', to: '#7f1d1d', label: 'Health camp' },
  { from: '#a855f7', to: '#4c1d95', label: 'Yoga in the park' },
  { from: '#f97316', to: '#9a3412', label: 'Chhath at the ghat' },
];

function illustrationSvg({ from, to, label }: (typeof ILLUSTRATIONS)[number], index: number): Buffer {
  const wide = index % 3 !== 2;
  const [width, height] = wide ? [1080, 720] : [900, 1080];
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.26}" r="${height * 0.14}" fill="#fff7d6" opacity="0.85"/>
  <path d="M0 ${height * 0.78} Q ${width * 0.3} ${height * 0.62} ${width * 0.55} ${height * 0.74} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="#000" opacity="0.18"/>
  <text x="${width * 0.07}" y="${height * 0.9}" font-family="sans-serif" font-size="${Math.round(height * 0.075)}" font-weight="700" fill="#fff">${label}</text>
</svg>`);
}

async function storeIllustrations(media: Pick<MediaStore, 'saveImage'>): Promise<string[]> {
  const stored: string[] = [];
  for (const [index, illustration] of ILLUSTRATIONS.entries()) {
    const png = await sharp(illustrationSvg(illustration, index)).png().toBuffer();
    stored.push(await media.saveImage(png));
  }
  return stored;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/**
 * The demo feed: a few hundred posts by the demo members over two months, some with photos (a handful of
 * illustrations stored once, when a media store is given), link cards and social links, with comments, one-level
 * replies and likes. Counters are computed from the rows inserted, so they match as the API keeps them.
 */
export async function seedDemoPosts({ db, log, members, demoUser, media }: DemoContext): Promise<void> {
  const random = randomSource(20_26);
  const images = media ? await storeIllustrations(media) : [];
  const now = Date.now();
  const postRows: (typeof posts.$inferInsert)[] = [];
  const postLikeRows: (typeof postLikes.$inferInsert)[] = [];
  const commentRows: (typeof comments.$inferInsert)[] = [];
  const commentLikeRows: (typeof commentLikes.$inferInsert)[] = [];
  const likers = (count: number, after: number) =>
    random.sample(members, count).map((member: DemoMember) => ({
      userId: member.id,
      createdAt: new Date(Math.min(now, after + random.int(1, 36) * 60 * 60 * 1000)),
    }));

  for (let index = 0; index < DEMO_POSTS; index++) {
    // Older posts first, so that ids (UUID v7) and creation times agree.
    const createdAt = new Date(now - FEED_SPAN_MS + Math.floor((index + random.next()) * (FEED_SPAN_MS / DEMO_POSTS)));
    const author = index % 9 === 4 ? demoUser : random.pick(members);
    const id = uuidv7({ msecs: createdAt.getTime() });
    const withImage = images.length > 0 && random.chance(0.22);
    const link = random.chance(0.12) ? random.pick(LINK_CARDS) : null;
    const postComments = random.chance(0.7) ? random.int(1, 7) : 0;
    let commentsCount = 0;

    for (let commentIndex = 0; commentIndex < postComments; commentIndex++) {
      const commentAt = new Date(Math.min(now - 60_000, createdAt.getTime() + random.int(5, 48 * 60) * 60_000));
      const commentId = uuidv7({ msecs: commentAt.getTime() });
      const replies = random.chance(0.35) ? random.int(1, 3) : 0;
      const commentLikers = likers(random.int(0, 6), commentAt.getTime());
      commentRows.push({
        id: commentId,
        postId: id,
        parentId: null,
        userId: random.pick(members).id,
        content: random.pick(COMMENT_TEXTS),
        likesCount: commentLikers.length,
        repliesCount: replies,
        createdAt: commentAt,
        updatedAt: commentAt,
      });
      commentLikeRows.push(...commentLikers.map((liker) => ({ commentId, ...liker })));
      for (let replyIndex = 0; replyIndex < replies; replyIndex++) {
        const replyAt = new Date(Math.min(now - 30_000, commentAt.getTime() + random.int(2, 12 * 60) * 60_000));
        commentRows.push({
          id: uuidv7({ msecs: replyAt.getTime() }),
          postId: id,
          parentId: commentId,
          userId: replyIndex === 0 ? author.id : random.pick(members).id,
          content: random.pick(REPLY_TEXTS),
          createdAt: replyAt,
          updatedAt: replyAt,
        });
      }
      commentsCount += 1 + replies;
    }

    const postLikers = likers(random.int(0, Math.min(members.length, 18)), createdAt.getTime());
    postLikeRows.push(...postLikers.map((liker) => ({ postId: id, ...liker })));
    postRows.push({
      id,
      userId: author.id,
      content: withImage && random.chance(0.25) ? '' : POST_TEXTS[index % POST_TEXTS.length]!,
      image: withImage ? random.pick(images) : null,
      metaUrl: link?.metaUrl ?? null,
      metaCaption: link?.metaCaption ?? null,
      metaImage: link && images.length > 0 && random.chance(0.5) ? random.pick(images) : null,
      socialMediaLinks: random.chance(0.08) ? random.sample(SOCIAL_LINKS, random.int(1, 2)) : [],
      likesCount: postLikers.length,
      commentsCount,
      createdAt,
      updatedAt: createdAt,
    });
  }

  await insertInBatches(postRows, (batch) => db.insert(posts).values(batch));
  await insertInBatches(postLikeRows, (batch) => db.insert(postLikes).values(batch));
  await insertInBatches(commentRows, (batch) => db.insert(comments).values(batch));
  await insertInBatches(commentLikeRows, (batch) => db.insert(commentLikes).values(batch));
  log.info(
    `Demo feed: ${postRows.length} posts (${postRows.filter((row) => row.image).length} with photos), ` +
      `${commentRows.length} comments and replies, ${postLikeRows.length + commentLikeRows.length} likes`,
  );
}
