/** The support staff's Programme page (issue 21): the programme's figures, their charts and tables; part of en.ts. */
export const programmeTexts = {
  'programme.query.schoolYearInvalid': 'Choose a school year from the list.',
  'programme.query.monthInvalid': 'Enter a month as YYYY-MM, for example 2022-09.',
  'programme.query.monthOrder': 'The first month must not be after the last month.',
} as const;
