import type { IsoDate } from '@ace/domain';

export interface DateFieldProps {
  label: string;
  hint: string;
  error: string | undefined;
  /** YYYY-MM-DD, '' before a choice. */
  value: string;
  onChange: (value: IsoDate) => void;
  minimum: IsoDate;
  maximum: IsoDate;
  /** The day the picker shows before a choice: the last allowed day unless told (a date of service is mostly recent). */
  opensAt?: IsoDate;
  disabled: boolean;
}
