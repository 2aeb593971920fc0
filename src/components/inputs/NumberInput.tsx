// The one number input of the app: es-AR display and typing ('3,75', '1.234,5'), the form value
// a dot decimal string ('3.75') as the API stores it, or a number with `valueAs="number"`. Out of
// focus it shows the thousands ('20.252,05'); while the user types, what they type.
import { useRef, useState, type FocusEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextInput, type TextInputProps } from 'react-admin';
import { decimalFromInput, decimalPlaces, numberInputText, parseDecimal, roundedDecimal } from '../../domain/core/numbers';

type Props = Omit<TextInputProps, 'format' | 'parse'> & {
  /** 'number' for the API fields that take a JSON number; a text that is not a number stays text. */
  valueAs?: 'string' | 'number';
  /**
   * Decimals the value is used with: on leaving the input a longer value is rounded (half away
   * from zero, as the schema and the database do), so the form shows the value that will be used.
   */
  scale?: number;
};

const toNumber = (text: string) => (text !== '' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

/** The text typed while the input has the focus (null out of focus), for `numberInputText`. */
function useTyped<E>(onFocus?: (e: FocusEvent<E>) => void, onBlur?: (e: FocusEvent<E>) => void) {
  const typed = useRef<string | null>(null);
  const [, setFocused] = useState(false);
  return {
    typed,
    onFocus: (e: FocusEvent<E>) => {
      setFocused(true);
      onFocus?.(e);
    },
    onBlur: (e: FocusEvent<E>) => {
      typed.current = null;
      setFocused(false); // shows the grouped form again
      onBlur?.(e);
    },
  };
}

/** A decimal (rates, percentages, quotations, amounts) in a react-admin form. */
export function NumberInput({ valueAs = 'string', scale, slotProps, onFocus, onBlur, ...props }: Props) {
  const { getValues, setValue } = useFormContext();
  // Leaving the input rounds a longer value to `scale` decimals: the form shows the value used.
  const round = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    onBlur?.(event);
    if (scale === undefined) return;
    const exact = parseDecimal(getValues(props.source));
    if (exact === undefined || decimalPlaces(exact) <= scale) return;
    const rounded = roundedDecimal(exact, scale) ?? exact;
    setValue(props.source, valueAs === 'number' ? Number(rounded) : rounded, { shouldDirty: true });
  };
  const focus = useTyped(onFocus, round);
  return (
    <TextInput
      {...props}
      onFocus={focus.onFocus}
      onBlur={focus.onBlur}
      format={(value: unknown) => numberInputText(focus.typed.current, value)}
      parse={(text: string) => {
        focus.typed.current = text;
        return valueAs === 'number' ? toNumber(decimalFromInput(text)) : decimalFromInput(text);
      }}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object) } }}
    />
  );
}
