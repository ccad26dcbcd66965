import type { waitingPayoutTexts } from './en-waiting-payouts.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-waiting-payouts.ts (the programme's terms: docs/glossary-es.md). */
export const esWaitingPayoutTexts = {
  'parentClaim.payout.waitingForYourBank': 'Esperando a que vuelva a vincular su cuenta bancaria',
  'parentClaim.payout.waitingForProviderBank': 'Esperando a que el proveedor de servicios vincule su cuenta bancaria',
  'parentClaim.payout.reconnectHint':
    'Su cuenta bancaria ya no puede recibir pagos. Vuelva a vincularla y enviaremos este pago automáticamente.',
  'parentClaim.payout.reconnect': 'Volver a vincular su cuenta bancaria',
  'dashboard.bankBanner.paymentsWaiting': 'Estos pagos esperan a que vuelva a vincular su cuenta bancaria:',
  'dashboard.bankBanner.paymentWaiting': 'Solicitud {id}: {amount}',
  'dashboard.history.waitingForBank': 'Aprobada, esperando su banco',
  'mail.payoutWaiting.subject': 'Vuelva a vincular su banco para recibir el pago de la solicitud {id}',
  'mail.payoutWaiting.body':
    'La solicitud {id} para {child} ({amount}) fue aprobada, pero su cuenta bancaria ya no puede recibir pagos.',
  'mail.payoutWaiting.next':
    'Vuelva a vincular su cuenta bancaria en el portal. Luego enviaremos el pago automáticamente.',
  'mail.payoutWaiting.action': 'Volver a vincular su cuenta bancaria',
  'meritCsScreen.queue.tab.waitingPayouts': 'Esperando un banco',
  'meritCsScreen.queue.intro.waitingPayouts':
    'Pagos aprobados retenidos hasta que quien los recibe vuelva a vincular su banco, la espera más larga primero. Cada uno se envía automáticamente cuando lo haga.',
  'meritCsScreen.queue.empty.waitingPayouts': 'Ningún pago espera un banco.',
  'meritCsScreen.queue.caption.waitingPayouts': 'Solicitudes cuyo pago espera un banco',
  'meritCsScreen.column.waitingSince': 'Esperando desde',
  'meritCsScreen.queue.waitingSince': '{date} ({days} días hábiles)',
} satisfies Translation<typeof waitingPayoutTexts>;
