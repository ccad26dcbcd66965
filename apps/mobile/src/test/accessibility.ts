import type { screen } from 'expo-router/testing-library';

/** A host element of the rendered tree (a View, a Text, a TextInput as the platform draws it). */
type Element = typeof screen.container;

/** Host text inputs, by the names React Native's renderers give them. */
const inputTypes = new Set(['TextInput', 'RCTSinglelineTextInputView', 'RCTMultilineTextInputView']);
const switchTypes = new Set(['RCTSwitch', 'AndroidSwitch']);
const imageTypes = new Set(['Image', 'RCTImageView']);
const textTypes = new Set(['Text', 'RCTText', 'RCTVirtualText']);
/** Roles of something read as one thing (a picture, a progress indicator): a View with one must be `accessible`. */
const wholeRoles = new Set(['image', 'progressbar']);

function stringProp(element: Element, name: string): string | undefined {
  const value: unknown = element.props[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Left out by a screen reader, with all it holds. */
function hidden(element: Element): boolean {
  const props = element.props;
  return (
    props.accessibilityElementsHidden === true ||
    props.importantForAccessibility === 'no-hide-descendants' ||
    props['aria-hidden'] === true
  );
}

/** Something a person operates: pressed (a Pressable's or a pressable Text's host gets onClick), typed in, switched. */
function operable(element: Element): boolean {
  return typeof element.props.onClick === 'function' || inputTypes.has(element.type) || switchTypes.has(element.type);
}

function role(element: Element): string | undefined {
  const value = stringProp(element, 'accessibilityRole') ?? stringProp(element, 'role');
  return value === 'none' || value === 'presentation' ? undefined : value;
}

function textOf(element: Element): string {
  return element.children
    .map((child) => (typeof child === 'string' ? child : hidden(child) ? '' : textOf(child)))
    .join('')
    .trim();
}

/** The name a screen reader gives it: its label, else the text it holds. */
function accessibleName(element: Element): string {
  return stringProp(element, 'accessibilityLabel') ?? stringProp(element, 'aria-label') ?? textOf(element);
}

function describe(element: Element): string {
  const testId = stringProp(element, 'testID');
  const name = accessibleName(element);
  return `${element.type}${testId === undefined ? '' : `#${testId}`}${name === '' ? '' : ` "${name}"`}`;
}

/** Read as one thing (a picture, a progress indicator) by its role: a View with one must be `accessible`. */
function wholeView(element: Element): boolean {
  const own = role(element);
  return own !== undefined && wholeRoles.has(own) && !inputTypes.has(element.type) && !textTypes.has(element.type);
}

/** The problems of one element; null when no rule applies to it. */
function problemsOf(element: Element, insideControl: boolean): string[] | null {
  if (operable(element)) {
    return [
      ...(accessibleName(element) === '' ? [`${describe(element)} has no accessible name`] : []),
      ...(!inputTypes.has(element.type) && role(element) === undefined
        ? [`${describe(element)} has no accessibility role`]
        : []),
    ];
  }
  if (wholeView(element)) {
    return element.props.accessible === true
      ? []
      : [`${describe(element)} is a ${role(element) ?? ''} a screen reader does not reach as one element`];
  }
  if (imageTypes.has(element.type) && !insideControl && element.props.accessible !== false) {
    return role(element) === 'image' && accessibleName(element) !== ''
      ? []
      : [`${describe(element)} is an image with no role 'image' and name, and is not left out`];
  }
  return null;
}

/**
 * What a screen reader could not tell of the screen drawn under `root`: every pressable, input and switch needs a
 * name (its label or its text), and every pressable and switch a role (a text input's role is the platform's own,
 * React Native names none); an image outside a named control says what it shows (role 'image' and a label) or is
 * left out; a picture or a progress indicator drawn from several views is one element, else its name is never read.
 * Elements hidden from screen readers are not looked at. `checked` counts the elements the rules applied to, so a
 * test knows the screen it walked was drawn.
 */
export function auditAccessibility(root: Element): { problems: string[]; checked: number } {
  const problems: string[] = [];
  let checked = 0;
  const visit = (element: Element, insideControl: boolean) => {
    if (hidden(element)) return;
    const found = problemsOf(element, insideControl);
    if (found !== null) {
      checked += 1;
      problems.push(...found);
    }
    for (const child of element.children) {
      if (typeof child !== 'string') visit(child, insideControl || operable(element));
    }
  };
  visit(root, false);
  return { problems, checked };
}
