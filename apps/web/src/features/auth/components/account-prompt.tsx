import { Link } from 'react-router';

export interface AccountPromptProps {
  question: string;
  to: string;
  linkLabel: string;
}

/** The line under an account form that leads to the other one ("Already have an account? Log in"). */
export function AccountPrompt({ question, to, linkLabel }: AccountPromptProps) {
  return (
    <p className="text-center text-base text-muted-foreground">
      {question}{' '}
      <Link to={to} className="inline-flex h-11 items-center font-semibold text-primary hover:underline">
        {linkLabel}
      </Link>
    </p>
  );
}
