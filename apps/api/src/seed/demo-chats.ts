import { v7 as uuidv7 } from 'uuid';
import { chats, messages } from '../db/schema/index.ts';
import type { DemoContext, DemoMember } from './demo.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** One line of a demo conversation: who speaks (0 the first member of the pair, 1 the other) and what. */
type Line = [0 | 1, string];

interface DemoConversation {
  /** Indexes into the demo members (0 is the demo login). */
  pair: [number, number];
  /** How long ago the conversation started, and the minutes between lines. */
  startedDaysAgo: number;
  gapMinutes: number;
  /** The last lines the second member sent stay unread by the first (the demo login sees unread counts). */
  unreadAtEnd: number;
  lines: Line[];
}

// prettier-ignore
const CONVERSATIONS: DemoConversation[] = [
  { pair: [0, 1], startedDaysAgo: 0.2, gapMinutes: 3, unreadAtEnd: 2, lines: [
    [1, 'Namaste Asha ji! I saw your post about resume reviews.'],
    [0, 'Namaste! Yes, happy to help. Which role are you applying for?'],
    [1, 'A junior accountant position in Patna. I have two years of Tally experience.'],
    [0, 'Send it over, I will look at it this evening.'],
    [1, 'Thank you so much 🙏 Sending it on email now.'],
    [1, 'Also, is it alright if I mention the community job fair on it?'],
  ] },
  { pair: [0, 2], startedDaysAgo: 1.3, gapMinutes: 12, unreadAtEnd: 0, lines: [
    [0, 'Hello! Are you coming to the Chhath puja meeting on Sunday?'],
    [1, 'Yes, I will be there by 6. Should I bring the lists from last year?'],
    [0, 'That would help a lot. We need volunteers for the ghat cleaning too.'],
    [1, 'I will ask my cousins as well. See you on Sunday!'],
  ] },
  { pair: [0, 3], startedDaysAgo: 3.5, gapMinutes: 45, unreadAtEnd: 1, lines: [
    [1, 'Asha ji, my father needs a good cardiologist in Delhi. Any suggestions?'],
    [0, 'Dr. Verma at AIIMS is very good. I can share his clinic timings.'],
    [1, 'Please do, that would be a big help.'],
    [0, 'Monday to Friday, 10 to 2. Take the old reports along.'],
    [1, 'Thank you! We got an appointment for next Tuesday.'],
  ] },
  { pair: [0, 4], startedDaysAgo: 9, gapMinutes: 30, unreadAtEnd: 0, lines: [
    [0, 'Congratulations on your new job in Bengaluru! 🎉'],
    [1, 'Thank you Asha ji! Your interview tips really helped.'],
    [0, 'Let me know if you need help finding a flat near Koramangala.'],
  ] },
  { pair: [2, 5], startedDaysAgo: 2, gapMinutes: 20, unreadAtEnd: 1, lines: [
    [0, 'Are the chairs for the community hall booked?'],
    [1, 'Yes, 150 chairs from the usual tent house.'],
    [0, 'Great. I will pay the advance tomorrow.'],
  ] },
  { pair: [6, 7], startedDaysAgo: 5, gapMinutes: 90, unreadAtEnd: 0, lines: [
    [0, 'Do you still give maths tuition for class 10?'],
    [1, 'Yes, weekends only. Evening batches in Boring Road.'],
  ] },
];

/** Chats between demo members: the demo login has a few, two of them with unread messages. */
export async function seedDemoChats({ db, members }: DemoContext): Promise<void> {
  const now = Date.now();
  for (const conversation of CONVERSATIONS) {
    const people = conversation.pair.map((index) => members[index]);
    if (people.some((person) => person === undefined)) continue;
    const [first, second] = people as [DemoMember, DemoMember];
    const [memberA, memberB] = first.id < second.id ? [first.id, second.id] : [second.id, first.id];
    const start = now - conversation.startedDaysAgo * DAY_MS;
    const rows = conversation.lines.map(([speaker, content], index) => {
      const sender = speaker === 0 ? first : second;
      const receiver = speaker === 0 ? second : first;
      const createdAt = new Date(
        Math.min(
          start + index * conversation.gapMinutes * MINUTE_MS,
          now - (conversation.lines.length - index) * MINUTE_MS,
        ),
      );
      const unread = index >= conversation.lines.length - conversation.unreadAtEnd && speaker === 1;
      return {
        id: uuidv7(),
        senderId: sender.id,
        receiverId: receiver.id,
        content,
        createdAt,
        readAt: unread ? null : new Date(createdAt.getTime() + 2 * MINUTE_MS),
      };
    });
    const chatId = uuidv7();
    await db.insert(chats).values({
      id: chatId,
      memberA,
      memberB,
      lastMessageAt: rows.at(-1)!.createdAt,
      createdAt: rows[0]!.createdAt,
    });
    await db.insert(messages).values(rows.map((row) => ({ ...row, chatId })));
  }
}
