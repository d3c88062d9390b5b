import { Camera, HeartHandshake, House, ScrollText, Sparkles } from 'lucide-react';
import { Card } from '@/components/ui/card';

const coming = [
  { icon: House, title: 'Family', text: 'Parents, brothers and sisters, family type, where the family lives.' },
  { icon: ScrollText, title: 'Horoscope', text: 'Gotra, manglik status and the details families ask about.' },
  { icon: HeartHandshake, title: 'Partner preferences', text: 'Age, height, education, location and more.' },
  {
    icon: Camera,
    title: 'Photos and who sees them',
    text: 'Up to six photos: everyone, accepted interests only, or nobody.',
  },
];

/** The matrimonial tab until its form arrives: what it will hold, so families know what to prepare. */
export function MatrimonialDetailsPreview() {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-col gap-2">
        <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <Sparkles className="size-3.5" aria-hidden />
          Coming soon
        </span>
        <h2 className="text-lg leading-tight font-semibold">Your matrimonial profile</h2>
        <p className="text-base text-muted-foreground">
          Setting up a profile for your son or daughter? This section will hold everything families look for. It opens
          in the next update, and the personal and community details you save now will be part of it.
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {coming.map((item) => (
          <li key={item.title} className="flex items-start gap-3 rounded-2xl border border-border p-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-soft-foreground">
              <item.icon className="size-5" aria-hidden />
            </span>
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="text-base font-semibold">{item.title}</span>
              <span className="text-sm text-muted-foreground">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
