import { QUIZ_DRAW_MAX, QUIZ_QUESTIONS_MAX } from '@betogether/contracts/tasks/tasks.constants';
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { TextInput } from '@/ui/text-input';
import { QuizQuestion } from './quiz-question';
import type { SectionProps } from './section-props';
import { hasQuiz, wholeNumber } from './task-form-rules';
import { emptyQuestion, type QuestionDraft } from './task-form-state';

/**
 * The quiz members pass after watching: a pool of questions, how many are drawn for each member
 * and how many right answers pass. Required on a paid video task, a choice on a free one.
 */
export function QuizBuilder(props: SectionProps) {
  const { form, update, variant, errorOf } = props;
  const { t } = useTranslation('partner-tasks');
  const questions = form.questions;
  const draw = wholeNumber(form.drawCount);

  const change = (index: number, question: QuestionDraft, field: string) =>
    update(
      (current) => ({ questions: current.questions.map((q, i) => (i === index ? question : q)) }),
      [field],
    );
  const remove = (index: number) =>
    update(
      (current) => ({ questions: current.questions.filter((_, i) => i !== index) }),
      ['quiz', 'question'],
    );

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('form.quiz.title')}
      </Typography>
      {variant.free ? (
        <FormControlLabel
          control={
            <Switch
              checked={form.withQuiz}
              onChange={(event) => update({ withQuiz: event.target.checked }, ['quiz'])}
            />
          }
          label={t('form.quiz.optional')}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('form.quiz.required')}
        </Typography>
      )}
      {hasQuiz(form, variant) && (
        <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
          <Box component="ol" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
            {questions.map((question, index) => (
              <QuizQuestion
                key={question.key}
                question={question}
                index={index}
                canRemove={questions.length > 1}
                onChange={(next, field) => change(index, next, field)}
                onRemove={() => remove(index)}
                errorOf={errorOf}
              />
            ))}
          </Box>
          {errorOf('quiz') && <FormHelperText error>{errorOf('quiz')}</FormHelperText>}
          {questions.length < QUIZ_QUESTIONS_MAX && (
            <Button
              variant="outlined"
              startIcon={<AddRounded />}
              onClick={() =>
                update((current) => ({ questions: [...current.questions, emptyQuestion()] }), ['quiz'])
              }
              sx={{ justifySelf: 'start' }}
            >
              {t('form.quiz.addQuestion')}
            </Button>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
            <TextInput
              label={t('form.quiz.drawCount')}
              name="drawCount"
              inputMode="numeric"
              value={form.drawCount}
              onChange={(event) => update({ drawCount: event.target.value }, ['drawCount'])}
              error={Boolean(errorOf('drawCount'))}
              helperText={
                errorOf('drawCount') ??
                t('form.quiz.drawHelp', { count: questions.length, max: QUIZ_DRAW_MAX })
              }
            />
            <TextInput
              label={t('form.quiz.passMark')}
              name="passMark"
              inputMode="numeric"
              value={form.passMark}
              onChange={(event) => update({ passMark: event.target.value }, ['passMark'])}
              error={Boolean(errorOf('passMark'))}
              helperText={
                errorOf('passMark') ??
                t('form.quiz.passHelp', { count: draw !== null && !Number.isNaN(draw) ? draw : 0 })
              }
            />
          </Box>
        </Box>
      )}
    </Box>
  );
}
