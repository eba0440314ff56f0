import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../components/country-select';

/** The region of a new account (register page, sign-up dialog): the country select bound to the form's `areaId`. */
export function RegionField<T extends FieldValues & { areaId: string }>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('auth');
  const { field, fieldState } = useController({ control, name: 'areaId' as Path<T> });
  return (
    <CountrySelect
      label={t('fields.region')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      clearable
    />
  );
}
