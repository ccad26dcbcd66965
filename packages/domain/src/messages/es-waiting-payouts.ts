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
  'meritCsScreen.payments.waitingForParentBank': {
    one: 'Esperando desde el {date} ({count} día hábil) a que la familia vuelva a vincular su cuenta bancaria. Se envía automáticamente cuando su banco pueda recibir pagos.',
    other:
      'Esperando desde el {date} ({count} días hábiles) a que la familia vuelva a vincular su cuenta bancaria. Se envía automáticamente cuando su banco pueda recibir pagos.',
  },
  'meritCsScreen.payments.waitingForProviderBank': {
    one: 'Esperando desde el {date} ({count} día hábil) a que el proveedor de servicios vincule una cuenta bancaria. Se envía automáticamente cuando su banco pueda recibir pagos.',
    other:
      'Esperando desde el {date} ({count} días hábiles) a que el proveedor de servicios vincule una cuenta bancaria. Se envía automáticamente cuando su banco pueda recibir pagos.',
  },
  'reviewScreen.outcome.approvedWaitingForParentBank':
    'La familia recibirá un aviso por correo electrónico. Su cuenta bancaria no puede recibir pagos ahora: el pago espera a que la vuelva a vincular y luego se envía automáticamente.',
  'reviewScreen.outcome.approvedWaitingForProviderBank':
    'La familia recibirá un aviso por correo electrónico. El proveedor de servicios no tiene una cuenta bancaria que pueda recibir pagos: el pago espera a que vincule una y luego se envía automáticamente.',
  'reviewScreen.outcome.approvedWaitingForYourBank':
    "La familia recibirá un aviso por correo electrónico. Su organización no tiene una cuenta bancaria que pueda recibir pagos: el pago espera a que vincule una en la pestaña 'Vincular cuenta bancaria' de su panel y luego se envía automáticamente.",
  'review.approvedWaitingForYourBank':
    "El pago espera a que vincule una cuenta bancaria en la pestaña 'Vincular cuenta bancaria'. Luego se envía automáticamente.",
  'mail.providerPayoutWaiting.subject': 'Vincule su cuenta bancaria para recibir el pago de la solicitud {id}',
  'mail.providerPayoutWaiting.body':
    'La solicitud {id} para {child} ({amount}) fue aprobada y se paga a {provider}, pero {provider} no tiene una cuenta bancaria que pueda recibir pagos.',
  'mail.providerPayoutWaiting.next':
    "Inicie sesión en el portal y vincule una cuenta bancaria en la pestaña 'Vincular cuenta bancaria'. Luego enviaremos el pago automáticamente.",
  'mail.providerPayoutWaiting.action': 'Vincular cuenta bancaria',
} satisfies Translation<typeof waitingPayoutTexts>;
