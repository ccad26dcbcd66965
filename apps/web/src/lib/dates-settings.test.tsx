import { DatePicker } from '@mantine/dates';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';

describe("the portal's date pickers", () => {
  it('start their weeks on Sunday, as calendars do in the United States', () => {
    renderWithApp(<DatePicker defaultDate="2023-09-10" />);
    expect(screen.getAllByRole('columnheader').map((day) => day.textContent)).toEqual([
      'Su',
      'Mo',
      'Tu',
      'We',
      'Th',
      'Fr',
      'Sa',
    ]);
  });
});
