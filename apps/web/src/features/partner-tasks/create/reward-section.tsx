import { TASK_COMPLETIONS_MAX } from '@betogether/contracts/tasks/tasks.constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { CoinIcon } from '@/ui/coin-icon';
import { TextInput } from '@/ui/text-input';
import { FormSection } from './form-section';
import type { SectionProps } from './section-props';

type Props = SectionProps & { minRewardCoins: number };

/** A paid task: the reward of each completion and how many; a free one: how many members only. */
export function RewardSection({ form, update, variant, errorOf, minRewardCoins }: Props) {
  const { t, i18n } = useTranslation('partner-tasks');
  const completions = (
    <TextInput
      label={t(variant.free ? 'form.reward.freeCompletions' : 'form.reward.completions')}
      name="completions"
      required
      inputMode="numeric"
      value={form.completions}
      onChange={(event) => update({ completions: event.target.value }, ['completions'])}
      error={Boolean(errorOf('completions'))}
      helperText={
        errorOf('completions') ??
        t('form.reward.completionsHelp', { max: formatCoins(TASK_COMPLETIONS_MAX, i18n.language) })
      }
    />
  );
  if (variant.free)
    return (
      <FormSection title={t('form.reward.freeTitle')}>
        <Alert severity="info">{t('form.reward.freeNote')}</Alert>
        {completions}
      </FormSection>
    );
  return (
    <FormSection title={t('form.reward.title')} description={t('form.reward.intro')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
        <TextInput
          label={t('form.reward.rewardCoins')}
          name="rewardCoins"
          required
          inputMode="numeric"
          value={form.rewardCoins}
          onChange={(event) => update({ rewardCoins: event.target.value }, ['rewardCoins'])}
          startAdornment={
            <InputAdornment position="start">
              <CoinIcon sx={{ fontSize: 20 }} />
            </InputAdornment>
          }
          error={Boolean(errorOf('rewardCoins'))}
          helperText={
            errorOf('rewardCoins') ??
            t('form.reward.rewardHelp', {
              count: minRewardCoins,
              formatted: formatCoins(minRewardCoins, i18n.language),
            })
          }
        />
        {completions}
      </Box>
    </FormSection>
  );
}
