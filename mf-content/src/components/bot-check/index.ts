export { solveBotToken } from './solve-bot-token';
