import { QUIZ_ANSWERS_MAX, QUIZ_ANSWERS_MIN } from '@betogether/contracts/tasks/tasks.constants';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TextInput } from '@/ui/text-input';
import type { QuestionDraft } from './task-form-state';

type Props = {
  question: QuestionDraft;
  index: number;
  canRemove: boolean;
  onChange: (question: QuestionDraft, field: string) => void;
  onRemove: () => void;
  errorOf: (field: string) => string | undefined;
};

/** One question of the pool: its text, 2 to 4 answers, the right one marked. */
export function QuizQuestion({ question, index, canRemove, onChange, onRemove, errorOf }: Props) {
  const { t } = useTranslation('partner-tasks');
  const id = useId();
  const number = index + 1;
  const field = `question.${index}`;
  const setAnswers = (answers: string[], correctIndex: number, touched: string) =>
    onChange({ ...question, answers, correctIndex }, touched);

  const removeAnswer = (j: number) => {
    const answers = question.answers.filter((_, k) => k !== j);
    // The right answer keeps pointing at the same text, or at the first one when it was removed.
    const correct =
      question.correctIndex === j
        ? 0
        : question.correctIndex > j
          ? question.correctIndex - 1
          : question.correctIndex;
    setAnswers(answers, correct, field);
  };

  return (
    <Paper variant="outlined" component="li" sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <Typography id={`${id}-title`} sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t('form.quiz.questionNumber', { number })}
        </Typography>
        {canRemove && (
          <IconButton onClick={onRemove} aria-label={t('form.quiz.removeQuestion', { number })}>
            <DeleteOutlineRounded />
          </IconButton>
        )}
      </Box>
      <TextInput
        label={t('form.quiz.questionText', { number })}
        value={question.text}
        onChange={(event) => onChange({ ...question, text: event.target.value }, field)}
        error={Boolean(errorOf(field))}
        helperText={errorOf(field)}
      />
      <Typography id={`${id}-answers`} variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
        {t('form.quiz.answersHelp')}
      </Typography>
      <Box role="radiogroup" aria-labelledby={`${id}-answers`} sx={{ display: 'grid', gap: 1.5 }}>
        {question.answers.map((answer, j) => {
          const answerField = `${field}.answer.${j}`;
          const answerNumber = j + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: answers are texts in a fixed order, edited in place.
            <Box key={j} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
              <Radio
                checked={question.correctIndex === j}
                onChange={() => setAnswers(question.answers, j, field)}
                value={j}
                name={`${id}-correct`}
                slotProps={{ input: { 'aria-label': t('form.quiz.correctLabel', { number: answerNumber }) } }}
                sx={{ mt: 1 }}
              />
              <TextInput
                label={t('form.quiz.answer', { number: answerNumber })}
                value={answer}
                onChange={(event) =>
                  setAnswers(
                    question.answers.map((a, k) => (k === j ? event.target.value : a)),
                    question.correctIndex,
                    answerField,
                  )
                }
                error={Boolean(errorOf(answerField))}
                helperText={errorOf(answerField)}
              />
              {question.answers.length > QUIZ_ANSWERS_MIN && (
                <IconButton
                  onClick={() => removeAnswer(j)}
                  aria-label={t('form.quiz.removeAnswer', { number: answerNumber, question: number })}
                  sx={{ mt: 1 }}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              )}
            </Box>
          );
        })}
      </Box>
      {question.answers.length < QUIZ_ANSWERS_MAX && (
        <Button
          startIcon={<AddRounded />}
          onClick={() => setAnswers([...question.answers, ''], question.correctIndex, field)}
          sx={{ mt: 1 }}
        >
          {t('form.quiz.addAnswer')}
        </Button>
      )}
    </Paper>
  );
}
