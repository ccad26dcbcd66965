import { formatListDate, PROGRAMME_TIME_ZONE, type Translate } from '@ace/domain';
import { localeFormat } from '../../lib/locale-format.ts';

/** The time of day in the programme's time zone, with the zone named: staff work from several. */
const timeOfDay = localeFormat(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      timeZone: PROGRAMME_TIME_ZONE,
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
);

/** '03/02/2026 at 10:30 AM EST': when something happened to a claim, as support staff read it. */
export function formatStaffTime(at: string, t: Translate): string {
  return t('meritCsScreen.audit.at', { date: formatListDate(at), time: timeOfDay().format(new Date(at)) });
}
