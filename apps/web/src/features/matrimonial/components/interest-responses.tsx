import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { useRespondToInterest } from '../api/respond-to-interest';
import { useWithdrawInterest } from '../api/withdraw-interest';

export interface AnswerInterestButtonsProps {
  interestId: string;
  /** Who sent it, for the toast once connected. */
  senderName: string;
}

/** Decline and Accept for an interest received, side by side, each saying how it went. */
export function AnswerInterestButtons({ interestId, senderName }: AnswerInterestButtonsProps) {
  const respond = useRespondToInterest();

  async function answer(status: 'ACCEPTED' | 'DECLINED') {
    try {
      await respond.mutateAsync({ id: interestId, status });
      toast({
        title: 'Operation Succeed!',
        description: status === 'ACCEPTED' ? `You are now connected with ${senderName}.` : 'Interest declined.',
      });
    } catch (error) {
      toast({ title: 'Operation failed', description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <>
      <Button
        variant="outline"
        className="flex-1"
        onClick={() => void answer('DECLINED')}
        loading={respond.isPending && respond.variables?.status === 'DECLINED'}
        disabled={respond.isPending}
      >
        <X aria-hidden />
        Decline
      </Button>
      <Button
        className="flex-1"
        onClick={() => void answer('ACCEPTED')}
        loading={respond.isPending && respond.variables?.status === 'ACCEPTED'}
        disabled={respond.isPending}
      >
        <Check aria-hidden />
        Accept
      </Button>
    </>
  );
}

/** Withdraw an interest sent that is still open (or accepted). */
export function WithdrawInterestButton({ interestId, className }: { interestId: string; className?: string }) {
  const withdraw = useWithdrawInterest();

  async function takeBack() {
    try {
      await withdraw.mutateAsync(interestId);
      toast({ title: 'Operation Succeed!', description: 'Your interest is withdrawn.' });
    } catch (error) {
      toast({ title: 'Operation failed', description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Button variant="outline" className={className} onClick={() => void takeBack()} loading={withdraw.isPending}>
      Withdraw
    </Button>
  );
}
