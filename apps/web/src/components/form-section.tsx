import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

export interface FormSectionProps {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One group of a profile form: a titled card, fields stacked with labels above them. */
export function FormSection({ id, icon: Icon, title, description, children }: FormSectionProps) {
  return (
    <Card role="group" aria-labelledby={`${id}-title`} className="flex flex-col gap-6 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id={`${id}-title`} className="text-lg leading-tight font-semibold">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
      </div>
      {children}
    </Card>
  );
}
