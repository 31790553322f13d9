import {
  PICTURE_SECONDS_MAX,
  PICTURE_SECONDS_MIN,
  TASK_INSTRUCTIONS_MAX,
  TASK_TITLE_MAX,
} from '@betogether/contracts/tasks/tasks.constants';
import { useTranslation } from '@/lib/use-translation';
import { TextInput } from '@/ui/text-input';
import { FormSection } from './form-section';
import { PictureField } from './picture-field';
import { ProofFields } from './proof-fields';
import { QuizBuilder } from './quiz-builder';
import type { SectionProps } from './section-props';
import { VideoField } from './video-field';

/** What members see and do: title, instructions, and the pictures, the video and quiz, or the proof. */
export function ContentSection(props: SectionProps) {
  const { form, update, variant, errorOf } = props;
  const { t } = useTranslation('partner-tasks');
  const counter = (length: number, max: number) => t('form.counter', { length, max });
  return (
    <FormSection title={t('form.content.title')} description={t(`form.content.intro.${variant.kind}`)}>
      <TextInput
        label={t('form.content.taskTitle')}
        name="title"
        required
        value={form.title}
        onChange={(event) => update({ title: event.target.value }, ['title'])}
        error={Boolean(errorOf('title'))}
        helperText={errorOf('title') ?? counter(form.title.trim().length, TASK_TITLE_MAX)}
      />
      <TextInput
        label={t('form.content.instructions')}
        name="instructions"
        multiline
        minRows={3}
        maxRows={12}
        value={form.instructions}
        onChange={(event) => update({ instructions: event.target.value }, ['instructions'])}
        error={Boolean(errorOf('instructions'))}
        helperText={
          errorOf('instructions') ?? counter(form.instructions.trim().length, TASK_INSTRUCTIONS_MAX)
        }
      />
      {variant.kind === 'picture' && (
        <>
          <PictureField {...props} />
          <TextInput
            label={t('form.content.viewSeconds')}
            name="viewSeconds"
            required
            inputMode="numeric"
            value={form.viewSeconds}
            onChange={(event) => update({ viewSeconds: event.target.value }, ['viewSeconds'])}
            error={Boolean(errorOf('viewSeconds'))}
            helperText={
              errorOf('viewSeconds') ??
              t('form.content.viewSecondsHelp', { min: PICTURE_SECONDS_MIN, max: PICTURE_SECONDS_MAX })
            }
            sx={{ maxWidth: { sm: 320 } }}
          />
        </>
      )}
      {variant.kind === 'video' && (
        <>
          <VideoField {...props} />
          <QuizBuilder {...props} />
        </>
      )}
      {variant.kind === 'special' && <ProofFields {...props} />}
    </FormSection>
  );
}
