import { useT } from '@ace/app-core/i18n';
import { locales } from '@ace/domain';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useLocale } from '../lib/language';
import { keptLanguage } from '../lib/kept-language';
import { colours, space } from './theme';

/**
 * English | Español: one choice among the portal's languages, each named in its own language (and read out in it).
 * The screen changes at once, in place, keeping what was typed.
 */
export function LanguageSwitch({ centered = false }: { centered?: boolean }) {
  const t = useT();
  const current = useLocale();
  return (
    <View
      style={[styles.switch, centered && styles.centered]}
      accessibilityRole="radiogroup"
      accessibilityLabel={t('app.language.label')}
    >
      {locales.map((locale) => {
        const checked = locale === current;
        const name = t(`app.language.${locale}`);
        return (
          <Pressable
            key={locale}
            accessibilityRole="radio"
            accessibilityLabel={name}
            accessibilityLanguage={locale}
            accessibilityState={{ checked }}
            aria-checked={checked}
            onPress={() => {
              keptLanguage.choose(locale);
            }}
            style={({ pressed }) => [styles.option, checked && styles.checked, pressed && styles.pressed]}
          >
            <Text style={[styles.name, checked && styles.checkedName]}>{name}</Text>
          </Pressable>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  switch: {
    flexDirection: 'row',
    alignSelf: 'flex-end',
    borderWidth: 1,
    borderColor: colours.brand,
    borderRadius: 8,
    overflow: 'hidden',
  },
  option: {
    minHeight: 48,
    minWidth: 48,
    paddingHorizontal: space.md,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: colours.surface,
  },
  centered: { alignSelf: 'center' },
  checked: { backgroundColor: colours.brand },
  pressed: { opacity: 0.8 },
  name: { fontSize: 15, fontWeight: '600', color: colours.brand },
  checkedName: { color: colours.surface },
});
