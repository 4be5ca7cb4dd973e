import { useParams } from 'react-router';
import { DialerLeadScreen } from './dialer-lead-screen';
import { NextLeadScreen } from './next-lead-screen';

/** /apps/auto-dialer/{leadId} (SPEC.md 2.2); /apps/auto-dialer/next finds the agent's next lead first. */
export default function AutoDialerPage() {
  const { leadId } = useParams();
  const id = Number(leadId);
  if (!Number.isInteger(id) || id <= 0) return <NextLeadScreen />;
  // A new lead is a new screen: its done state, countdowns and stored flags start over.
  return <DialerLeadScreen key={id} leadId={id} />;
}
